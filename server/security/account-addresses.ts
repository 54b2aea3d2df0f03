// The addresses an account has signed in from: a sign-in from one it has not used before is told to its holder, and
// how long the account has known an address decides which session a sign-in past the cap ends. An IPv6 address
// counts by its /64 (one network; devices there change their own part often), an IPv4 address whole.
import { isIPv6 } from 'node:net';
import type { Db } from '../db/types';

/** Addresses kept per account, the most recently used: an address dropped is new again on its next sign-in. */
export const ADDRESSES_PER_ACCOUNT = 50;

/** The key an address is remembered by: IPv4 as written (IPv4-mapped IPv6 too), IPv6 as its /64 prefix. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface RememberedAddress {
  /** When the account first signed in from this address (now, when it is new). */
  knownSince: string;
  /** New to an account that had signed in from elsewhere before: its holder is told. */
  isNew: boolean;
}

/** Records a sign-in of `userId` from `address` on `tx`. An account's first address is its own, not news. */
export async function rememberAddress(tx: Db, userId: string, address: string): Promise<RememberedAddress> {
  const key = addressKey(address);
  const [row] = await tx.query<RememberedAddress & { inserted: boolean }>(
    `WITH before AS (SELECT count(*) AS known FROM account_addresses WHERE user_id = $1),
          seen AS (
            INSERT INTO account_addresses AS a (user_id, address) VALUES ($1, $2)
            ON CONFLICT (user_id, address) DO UPDATE SET last_seen = now()
            RETURNING a.first_seen, (a.xmax = 0) AS inserted)
     SELECT s.first_seen AS "knownSince", s.inserted, s.inserted AND b.known > 0 AS "isNew" FROM seen s, before b`,
    [userId, key],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  if (row.inserted) {
    await tx.query(
      `DELETE FROM account_addresses WHERE user_id = $1 AND address NOT IN (
         SELECT address FROM account_addresses WHERE user_id = $1 ORDER BY last_seen DESC, address LIMIT $2)`,
      [userId, ADDRESSES_PER_ACCOUNT],
    );
  }
  return { knownSince: row.knownSince, isNew: row.isNew };
}
