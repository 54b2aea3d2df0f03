// Idempotency-Key answers are kept within a byte bound per account, and an answer too large to keep tells its
// retry the change was made (apart from limits-capacity-idempotency.test.ts, as it takes the time of the rest).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEY_ANSWER_TOO_LARGE, MAX_BYTES_PER_ACCOUNT } from '../../server/events/idempotency';
import { graphql, outcome } from '../support/capacity';
import { idempotencyService, keysOf, withKey } from './idempotency-fixture';

const idem = idempotencyService();

describe('per account', () => {
  it('keeps answers within the byte bound; an answer too large to keep tells its retry the change was made', async () => {
    // Tasks whose descriptions do not compress, so the stored answers take their full size.
    for (let i = 0; i < 40; i += 1) {
      const { body } = await graphql(
        idem.service.url,
        'mutation ($t: String!, $d: String) { createTask(input: { projectKey: "IDEM", title: $t, description: $d }) { id } }',
        { t: `Big ${i}`, d: randomBytes(15_000).toString('base64').slice(0, 20_000) },
        idem.mallory.cookie,
      );
      expect(body.errors).toBeUndefined();
    }
    const size = async () =>
      (
        await idem.service.db.query<{ size: number }>(
          "SELECT pg_total_relation_size('idempotency_keys')::int AS size",
        )
      )[0]!.size;
    const sizeBefore = await size();
    // Each answer is about 800 kB: the project's tasks with their descriptions.
    const HUGE =
      'mutation ($d: String) { updateProject(input: { key: "IDEM", description: $d }) { tasks(first: 40) { edges { node { description } } } } }';
    const MEDIUM =
      'mutation ($t: String!) { createTask(input: { projectKey: "IDEM", title: $t, description: "m" }) { project { description } } }';
    for (let i = 0; i < 60; i += 1) {
      const { body } = await graphql(
        idem.service.url,
        HUGE,
        { d: `v${i}` },
        idem.mallory.cookie,
        withKey(`huge-${i}`),
      );
      expect(outcome(body)).toBe('ok');
    }
    console.log(
      JSON.stringify({
        idempotencyHuge: {
          kept: await keysOf(idem.service, idem.mallory.id),
          tableGrowthMiB: +(((await size()) - sizeBefore) / 1024 / 1024).toFixed(1),
        },
      }),
    );
    const retried = await graphql(
      idem.service.url,
      HUGE,
      { d: 'v0' },
      idem.mallory.cookie,
      withKey('huge-0'),
    );
    expect(retried.body.errors?.[0]).toMatchObject({
      message: KEY_ANSWER_TOO_LARGE,
      extensions: { code: 'BAD_USER_INPUT', fields: { idempotencyKey: KEY_ANSWER_TOO_LARGE } },
    });
    // Answers of about 20 kB (the project's description), kept until the account's bytes are spent.
    await graphql(
      idem.service.url,
      'mutation ($d: String) { updateProject(input: { key: "IDEM", description: $d }) { id } }',
      { d: randomBytes(15_000).toString('base64').slice(0, 20_000) },
      idem.mallory.cookie,
    );
    for (let i = 0; i < 100; i += 1) {
      const { body } = await graphql(
        idem.service.url,
        MEDIUM,
        { t: `M${i}` },
        idem.mallory.cookie,
        withKey(`medium-${i}`),
      );
      expect(outcome(body)).toBe('ok');
    }
    const kept = await keysOf(idem.service, idem.mallory.id);
    const grown = (await size()) - sizeBefore;
    console.log(
      JSON.stringify({ idempotencyBytes: { kept, tableGrowthMiB: +(grown / 1024 / 1024).toFixed(1) } }),
    );
    expect(kept.bytes).toBeLessThanOrEqual(MAX_BYTES_PER_ACCOUNT);
    expect(grown).toBeLessThan(8 * MAX_BYTES_PER_ACCOUNT);
  }, 180_000);
});
