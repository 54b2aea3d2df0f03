// A vitest reporter for `npm test`'s summary (scripts/test.mjs): each test file's wall time (its import, hooks and
// tests) and its tests by state, written as JSON to the file named by LANES_TEST_TIMES.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime {
  project: string;
  file: string;
  seconds: number;
  passed: number;
  failed: number;
  skipped: number;
}

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const out = process.env.LANES_TEST_TIMES;
    if (!out) return;
    const times: FileTime[] = testModules.map((module) => {
      const d = module.diagnostic();
      const count = (state: 'passed' | 'failed' | 'skipped') => [...module.children.allTests(state)].length;
      return {
        project: module.project.name,
        file: module.relativeModuleId,
        seconds:
          (d.environmentSetupDuration +
            d.prepareDuration +
            d.collectDuration +
            d.setupDuration +
            d.duration) /
          1000,
        passed: count('passed'),
        failed: count('failed'),
        skipped: count('skipped'),
      };
    });
    writeFileSync(out, JSON.stringify(times));
  }
}
