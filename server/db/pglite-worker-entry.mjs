// The embedded database thread's entry: loads its TypeScript through tsx, as the service itself is run.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-worker.ts', import.meta.url);
