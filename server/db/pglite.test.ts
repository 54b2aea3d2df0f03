import type * as fsPromises from 'node:fs/promises';
import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('node:fs/promises');
  vi.resetModules();
});

test('a failed read of the engine is not kept: the next open compiles it and works', async () => {
  // A mock, because no real disk fails on demand for one read and then recovers: the first read of PGlite's
  // files rejects as a vanished file would, every later read is the real one.
  let failures = 1;
  vi.doMock('node:fs/promises', async (original) => {
    const real = await original<typeof fsPromises>();
    return {
      ...real,
      readFile: ((...args: Parameters<typeof real.readFile>) =>
        failures-- > 0
          ? Promise.reject(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }))
          : real.readFile(...args)) as typeof real.readFile,
    };
  });
  vi.resetModules();
  // A fresh copy of the module, so its engine is not one another file of this worker compiled already.
  const { openPglite } = await import('./pglite');

  await expect(openPglite()).rejects.toThrow('ENOENT: no such file');
  const { db } = await openPglite();
  try {
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  } finally {
    await db.close();
  }
}, 60_000);
