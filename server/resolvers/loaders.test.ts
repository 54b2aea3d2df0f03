import { describe, expect, it } from 'vitest';
import { batchLoader } from './loaders';

describe('batchLoader', () => {
  it('asks once for every key requested in the same tick, each key once', async () => {
    const calls: string[][] = [];
    const loader = batchLoader(async (keys) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, k.toUpperCase()]));
    });
    const values = await Promise.all([
      loader.load('a'),
      loader.load('b'),
      loader.load('a'),
      loader.load('c'),
    ]);
    expect(values).toEqual(['A', 'B', 'A', 'C']);
    expect(calls).toEqual([['a', 'b', 'c']]);
  });

  it('gathers keys asked for by resolvers that run after an awaited parent', async () => {
    const calls: string[][] = [];
    const loader = batchLoader(async (keys) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, k.length]));
    });
    const parent = Promise.resolve(['one', 'three', 'seven']);
    const values = await parent.then((items) => Promise.all(items.map((item) => loader.load(item))));
    expect(values).toEqual([3, 5, 5]);
    expect(calls).toHaveLength(1);
  });

  it('keeps nothing between batches, so a later tick sees fresh values', async () => {
    let version = 0;
    const loader = batchLoader(async (keys) => new Map(keys.map((k) => [k, `${k}@${(version += 1)}`])));
    expect(await loader.load('task')).toBe('task@1');
    expect(await loader.load('task')).toBe('task@2');
  });

  it('gives undefined for keys the batch did not find, and rejects every waiter when the batch fails', async () => {
    const sparse = batchLoader(async () => new Map([['here', 1]]));
    expect(await Promise.all([sparse.load('here'), sparse.load('gone')])).toEqual([1, undefined]);
    const failing = batchLoader(async () => {
      throw new Error('database down');
    });
    const results = await Promise.allSettled([failing.load('a'), failing.load('b')]);
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'fulfilled'))).toEqual(
      ['database down', 'database down'],
    );
  });
});
