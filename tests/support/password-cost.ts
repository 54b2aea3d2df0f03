// The scrypt cost every test service, the seed dump and the test databases use: as cheap as scrypt goes, as Devise's
// `stretches = 1` or Django's test hasher. Production's cost keeps its own test (server/auth.test.ts), and the
// sign-in flood test hashes at it (tests/server/sign-in-fairness.test.ts).
import type { ScryptCost } from '../../server/auth';

export const TEST_PASSWORD_COST: ScryptCost = { N: 16, r: 8, p: 1 };

/**
 * For tests of how hashes take turns: slow enough that the hash is most of a sign-in and a flood keeps the queue full,
 * as at production's cost (a sign-in is 2 ms besides its hash), in a quarter of its time (32 MiB).
 */
export const QUEUEING_PASSWORD_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
