// The embedded database thread's entry, in plain JavaScript and loading its TypeScript through tsx, whether the service
// runs from source or built (build/server.mjs): a worker's entry is loaded before any loader the thread is given.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-worker.ts', import.meta.url);
