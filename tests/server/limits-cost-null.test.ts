// The cost limit counts a page the way the resolver serves it: `first: null`, a variable set to null and an omitted
// `first` all serve the schema's default page (50), so they cost what `first: 50` costs, and ten aliases of two
// nested default pages are refused before they run, as the same form with `first: 50` is.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import { test } from '../support/fixtures';
import type { TestService } from '../support/service';

let service: TestService;
let ada: string;
test.beforeAll(async ({ sharedService }) => {
  service = sharedService;
  ada = (await service.sessionFor('ada@lanes.test')).cookie;
});

/** Ten aliases of a project's page of tasks, each task's project's page again, with `first` written as given. */
function nestedPages(first: string, variables = ''): string {
  const page = (inner: string) => `tasks${first} { edges { node { id title ${inner} } } }`;
  const one = `project(key: "LAN") { ${page(`project { ${page('')} }`)} }`;
  return `query Pages${variables} { ${Array.from({ length: 10 }, (_, i) => `a${i}: ${one}`).join(' ')} }`;
}

const refusedAt = async (query: string, variables: Record<string, unknown> = {}) => {
  const body = await service.request(query, variables, ada);
  expect(body.data).toBeUndefined();
  expect(body.errors).toHaveLength(1);
  expect(body.errors![0]!.extensions).toEqual({ code: 'COST_LIMIT' });
  return body.errors![0]!.message;
};

describe('the cost of a default page', () => {
  it('is the same for first: 50, first: null, a null variable, a variable left out and no first at all', async () => {
    const fifty = await refusedAt(nestedPages('(first: 50)'));
    expect(fifty).toMatch(new RegExp(`^Query cost limit of ${DEFAULT_LIMITS.cost} exceeded, found \\d+\\.$`));
    expect(await refusedAt(nestedPages('(first: null)'))).toBe(fifty);
    expect(await refusedAt(nestedPages('(first: $n)', '($n: Int)'), { n: null })).toBe(fifty);
    expect(await refusedAt(nestedPages('(first: $n)', '($n: Int)'))).toBe(fifty);
    expect(await refusedAt(nestedPages(''))).toBe(fifty);
  });

  it('still lets one default page through and serves it as the resolver does (50 at most)', async () => {
    const body = await service.request<{ project: { tasks: { totalCount: number; edges: unknown[] } } }>(
      'query ($n: Int) { project(key: "LAN") { tasks(first: $n) { totalCount edges { node { id } } } } }',
      { n: null },
      ada,
    );
    expect(body.errors).toBeUndefined();
    const { totalCount, edges } = body.data!.project.tasks;
    expect(edges.length).toBe(Math.min(50, totalCount));
  });
});
