// The project's files the service reads while it runs, found from this module's folder, one below the project root:
// server/ when it runs from source (tests, `npm run dev`), build/ when it runs built (scripts/build-server.mjs
// bundles every module into build/server.mjs, where each module's own place is gone).
const ROOT = new URL('..', import.meta.url);

/** A file or folder (`name/`) of the project, by its path from the root. */
export const projectFile = (relative: string): URL => new URL(relative, ROOT);
