// Regenerates generated/ when codegen's inputs change (`npm run dev`, through codegen/vite-plugin.ts): the schema or
// any src/**/*.graphql document. Runs one at a time; saves during a run lead to one more run after it. A run that
// fails (a document that no longer validates) writes nothing, so the last good generated/ stays.
import path from 'node:path';
import { generateToDisk } from './run';

export interface CodegenWatchEvents {
  onSuccess?(ms: number, trigger: string): void;
  onError?(error: Error, trigger: string): void;
}

export interface CodegenWatch {
  /** True when `file` is one of codegen's inputs, whose change (saved, added or deleted) regenerates. */
  isInput(file: string): boolean;
  /** Call on any file change; inputs start a run (or one more after the current one). */
  changed(file: string): void;
  /** Settles when no run is under way or pending. */
  idle(): Promise<void>;
}

export function watchCodegen(cwd: string, events: CodegenWatchEvents = {}): CodegenWatch {
  const schema = path.join(cwd, 'schema', 'schema.graphql');
  const src = path.join(cwd, 'src') + path.sep;
  const isInput = (file: string) => {
    const absolute = path.resolve(cwd, file);
    return absolute === schema || (absolute.startsWith(src) && absolute.endsWith('.graphql'));
  };
  let running: Promise<void> | undefined;
  let pending: string | undefined;

  async function drain() {
    while (pending !== undefined) {
      const trigger = pending;
      pending = undefined;
      const start = performance.now();
      try {
        await generateToDisk(cwd);
        events.onSuccess?.(performance.now() - start, trigger);
      } catch (error) {
        events.onError?.(error instanceof Error ? error : new Error(String(error)), trigger);
      }
    }
  }

  return {
    isInput,
    changed(file) {
      if (!isInput(file)) return;
      pending = path.relative(cwd, path.resolve(cwd, file));
      running ??= drain().finally(() => (running = undefined));
    },
    idle: () => running ?? Promise.resolve(),
  };
}
