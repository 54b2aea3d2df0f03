// The integration run's temporary directories: each under one the global setup makes and its teardown removes, so
// none outlives the run whatever a test did. A seeded data directory is about 40 MB, and runs left a dozen each in
// /tmp (26 GB of them on the machine that found it).
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's directory for temporary ones (tests/support/global-setup.ts). */
    lanesTmp: string;
  }
}

/** A new directory `<run's>/<prefix>XXXXXX`, removed with the run's. */
export function tempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(inject('lanesTmp'), prefix));
}
