// The Idempotency-Key tests' service (limits-capacity-idempotency*.test.ts): one per file, with a new account,
// Mallory, owning a project IDEM.
import { afterAll, beforeAll, expect } from 'vitest';
import { startService, type TestService } from '../support/service';
import { graphql, newAccount, type Account } from '../support/capacity';

let service: TestService | undefined;
let mallory: Account | undefined;

/**
 * The file's service (the real one, over HTTP) and Mallory, a new account with a project IDEM: call at the top of a
 * test file; read them inside tests.
 */
export function idempotencyService(): { readonly service: TestService; readonly mallory: Account } {
  beforeAll(async () => {
    service = await startService();
    mallory = await newAccount(service.db);
    const created = await graphql(
      service.url,
      'mutation { createProject(input: { key: "IDEM", name: "Keys" }) { id } }',
      {},
      mallory.cookie,
    );
    expect(created.body.errors).toBeUndefined();
  }, 60_000);
  afterAll(() => service?.close());
  return {
    get service() {
      if (!service) throw new Error('The service starts in beforeAll: use it inside a test');
      return service;
    },
    get mallory() {
      if (!mallory) throw new Error('Mallory is made in beforeAll: use it inside a test');
      return mallory;
    },
  };
}

export const withKey = (key: string) => ({ 'idempotency-key': key });

export async function keysOf(service: TestService, userId: string): Promise<{ n: number; bytes: number }> {
  const [row] = await service.db.query<{ n: number; bytes: number }>(
    'SELECT count(*)::int AS n, coalesce(sum(octet_length(response::text)), 0)::int AS bytes FROM idempotency_keys WHERE user_id = $1',
    [userId],
  );
  return row!;
}
