// Migrations run in file-name order, once each by name: two branches that each add the next number would both run,
// in an order decided by their names' tails. Each number is used once, so a merge has to renumber and say the order.
import { expect, test } from 'vitest';
import { readMigrations } from '../../server/db/migrate';

test('each migration number is used by one file only', async () => {
  const numbers = (await readMigrations()).map((m) => m.version.split('_')[0]);
  const repeated = numbers.filter((n, i) => numbers.indexOf(n) !== i);
  expect(repeated).toEqual([]);
});
