// npm run bench's last line is what people and scripts read: a smoke run (BENCH_QUICK=1, one round of a few
// operations) proves every hot-path figure is in it as a number. Timings are not checked: this machine is shared.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

test('the JSON line has every hot path as a figure', { timeout: 240_000 }, async () => {
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'bench/run.ts'],
      {
        cwd: ROOT,
        env: { ...process.env, BENCH_QUICK: '1' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`bench exited with ${code}`))));
  });
  const figures = JSON.parse(stdout.trim().split('\n').at(-1) as string) as Record<string, unknown>;
  for (const key of [
    'cache_hit_us',
    'cache_hit_vs_usequery',
    'cache_hit_floor_us',
    'cache_hit_hook_only_us',
    'cache_hit_observer_us',
    'execute_1kb_vs_floor',
    'execute_1mb_vs_floor',
    'merge_vs_set_query_data',
    'event_apply_vs_merge',
    'refetch_1mb_vs_floor',
  ]) {
    expect(figures[key], key).toEqual(expect.any(Number));
    expect(Number.isFinite(figures[key]), key).toBe(true);
  }
});
