// Longest files first, from the file times of a recorded run (tests/durations.json, `npm run test:durations`).
// Vitest orders by its own cache of the last run's times, which a clean clone does not have; it then runs larger
// files first, and a short file of long tests (a thousand requests in a row) started last keeps one worker busy
// after the others finished. A file not in the record runs first, as vitest runs unknown files first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const DURATIONS_FILE = 'tests/durations.json';

/** Seconds by `project:file`, from the last recorded run; empty when there is none. */
function recorded(root: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(path.join(root, DURATIONS_FILE), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export default class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = recorded(root);
    const key = (spec: TestSpecification) =>
      `${spec.project.name}:${path.relative(root, spec.moduleId).split(path.sep).join('/')}`;
    const projects = [...new Set(files.map((spec) => spec.project.name))].sort();
    // Projects stay together (a worker that shares its module graph is reused only for its own project's next
    // file), in vitest's order; within a project, unknown files first, then the longest.
    return [...files].sort(
      (a, b) =>
        projects.indexOf(a.project.name) - projects.indexOf(b.project.name) ||
        (seconds[key(b)] ?? Infinity) - (seconds[key(a)] ?? Infinity) ||
        key(a).localeCompare(key(b)),
    );
  }
}
