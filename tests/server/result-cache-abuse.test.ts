// The project result cache against the attacks of issue 17 (items 8 and 9), as real requests to the running service:
// variables the operation does not use, answers too large to keep, a document of two queries, and a mutation sent in
// the same document as a cached query. And the cost limit that bounds an answer's bytes: text fields cost their size.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type TestService } from '../support/service';

let service: TestService;
let ada: string;
beforeAll(async () => {
  service = await startService();
  ada = await service.signIn('ada@lanes.test');
});
afterAll(() => service.close());

const stats = () => service.app.resultCache.stats();
let projects = 0;

async function ok<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
  const body = await service.request<T>(query, variables, ada);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function newProject(): Promise<string> {
  projects += 1;
  const key = `RX${String.fromCharCode(64 + projects)}`;
  await ok('mutation ($k: String!) { createProject(input: { key: $k, name: "Abuse" }) { id } }', { k: key });
  await ok(
    'mutation ($k: String!) { addMember(projectKey: $k, email: "grace@lanes.test", role: MEMBER) { id } }',
    {
      k: key,
    },
  );
  return key;
}

describe('one operation of a document, one plan and one key (item 9)', () => {
  it('answers B with B’s fields after A of the same document was cached', async () => {
    const key = await newProject();
    const document = `query A($k: String!) { project(key: $k) { name } }
      query B($k: String!) { project(key: $k) { members { user { email } } } }`;
    const post = (operationName: string) =>
      fetch(service.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', cookie: ada },
        body: JSON.stringify({ query: document, operationName, variables: { k: key } }),
      }).then((response) => response.json());
    expect(await post('A')).toEqual({ data: { project: { name: 'Abuse' } } });
    expect(await post('A')).toEqual({ data: { project: { name: 'Abuse' } } });
    const b = await post('B');
    expect(b).toEqual({
      data: { project: { members: expect.arrayContaining([{ user: { email: 'grace@lanes.test' } }]) } },
    });
  });

  it('runs a mutation sent in the same document as a cached query, and never serves it from the cache', async () => {
    const key = await newProject();
    const document = `query Q($k: String!) { project(key: $k) { name } }
      mutation M($k: String!) { updateProject(input: { key: $k, name: "Renamed" }) { name } }`;
    const post = (operationName: string) =>
      fetch(service.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', cookie: ada },
        body: JSON.stringify({ query: document, operationName, variables: { k: key } }),
      }).then((response) => response.json());
    expect(await post('Q')).toEqual({ data: { project: { name: 'Abuse' } } });
    expect(await post('Q')).toEqual({ data: { project: { name: 'Abuse' } } });
    expect(await post('M')).toEqual({ data: { updateProject: { name: 'Renamed' } } });
    expect(await ok('query ($k: String!) { project(key: $k) { name } }', { k: key })).toEqual({
      project: { name: 'Renamed' },
    });
  });
});

describe('the cache keys on the variables the operation uses (item 8)', () => {
  it('answers a query sent with two hundred distinct unused variables from one entry', async () => {
    const key = await newProject();
    const query = 'query Name($k: String!) { project(key: $k) { name } }';
    await ok(query, { k: key });
    const before = stats();
    for (let i = 0; i < 200; i += 1) {
      expect(await ok(query, { k: key, [`junk${i}`]: i })).toEqual({ project: { name: 'Abuse' } });
    }
    const after = stats();
    expect(after.hits - before.hits).toBe(200);
    expect(after.entries).toBe(before.entries);
  });
});

// Forcing a collection makes heapUsed say what is still held, not what has not been swept yet.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

describe('answers are bounded in bytes (item 8)', () => {
  const EMOJI_DESCRIPTION = '😀'.repeat(20_000);
  let key: string;
  beforeAll(async () => {
    key = await newProject();
    for (let i = 0; i < 50; i += 1) {
      await ok(
        'mutation ($k: String!, $d: String!) { createTask(input: { projectKey: $k, title: "Big", description: $d }) { id } }',
        { k: key, d: EMOJI_DESCRIPTION },
      );
    }
  }, 120_000);

  it('refuses ten pages of 200 descriptions by their size, before they run', async () => {
    const page = 'tasks(first: 200) { edges { node { description } } }';
    const query = `query ($k: String!) { project(key: $k) { ${Array.from({ length: 10 }, (_, i) => `a${i}: ${page}`).join(' ')} } }`;
    const body = await service.request(query, { k: key }, ada);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'COST_LIMIT' });
  });

  // 160 MB through the service one answer at a time: on a loaded machine that outlasts the usual hang guard.
  it(
    'keeps no 4 MB answer, and memory stays flat under 40 of them with distinct unused variables',
    { timeout: 120_000 },
    async () => {
      const query =
        'query Big($k: String!) { project(key: $k) { tasks(first: 50) { edges { node { description } } } } }';
      const answer = (await ok<{ project: { tasks: { edges: unknown[] } } }>(query, { k: key })).project;
      expect(answer.tasks.edges).toHaveLength(50);
      expect(JSON.stringify(answer).length).toBeGreaterThan(2_000_000);
      const heapBefore = heapMb();
      const bytesBefore = stats().bytes;
      for (let i = 0; i < 40; i += 1) await ok(query, { k: key, [`junk${i}`]: i });
      const heapAfter = heapMb();
      console.log(JSON.stringify({ heapBeforeMb: heapBefore.toFixed(1), heapAfterMb: heapAfter.toFixed(1) }));
      expect(stats().bytes).toBe(bytesBefore);
      expect(heapAfter - heapBefore).toBeLessThan(20);
    },
  );
});
