// The Board query as the app sends it (src/features/board/api/Board.graphql): a fixed, small number of SQL
// statements however many cards it shows (six column pages in one statement), with the same pages as reading each
// column on its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardDocument } from '../../generated/graphql';
import { taskPage } from '../../server/resolvers/task-page';
import { TASK_STATUSES } from '../../src/lib/validation';
import { startService, type TestService } from '../support/service';
import { inProcess, statementsOf } from '../support/in-process';

let service: TestService;
let ada: string;
const { data, signIn } = inProcess(() => service);
const COLUMNS = ['backlog', 'todo', 'inProgress', 'inReview', 'done', 'canceled'] as const;

beforeAll(async () => {
  service = await startService();
  ada = await signIn('ada@lanes.test');
});
afterAll(() => service.close());

/** The request's statements by their first two words. */
async function counting<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const { result, statements } = await statementsOf(service, run);
  return { result, statements: statements.map((text) => text.trim().split(/\s+/).slice(0, 2).join(' ')) };
}

describe('the Board query', () => {
  it('runs 8 statements: session, the cache check, project, members, labels, the six column pages at once, member and card users', async () => {
    const { result, statements } = await counting(() => data(String(BoardDocument), { key: 'LAN' }, ada));
    // Which statements, if the count is off.
    expect(statements, statements.join(' | ')).toHaveLength(8);
    expect(result.project.backlog.totalCount).toBe(6);
  });

  it('runs 2 statements when the board has not changed since: the session and the cache check', async () => {
    const first = await data(String(BoardDocument), { key: 'LAN' }, ada);
    const { result, statements } = await counting(() => data(String(BoardDocument), { key: 'LAN' }, ada));
    expect(statements).toEqual(['SELECT u.id,', 'SELECT p.last_seq']);
    expect(result).toEqual(first);
  });

  it('answers each column as reading that column alone would', async () => {
    const { project } = await data(String(BoardDocument), { key: 'LAN', first: 3 }, ada);
    for (const [i, status] of TASK_STATUSES.entries()) {
      const alone = await taskPage(service.db, project.id, { status }, 3, null);
      const column = project[COLUMNS[i]!];
      expect(column.totalCount).toBe(alone.totalCount);
      expect(column.pageInfo).toEqual({
        __typename: 'PageInfo',
        hasNextPage: alone.pageInfo.hasNextPage,
        endCursor: alone.pageInfo.endCursor,
      });
      expect(column.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(
        alone.edges.map((edge) => edge.node.id),
      );
    }
  });

  it('applies the shared filter to every column', async () => {
    const { project } = await data(String(BoardDocument), { key: 'LAN', text: 'board' }, ada);
    const titles = COLUMNS.flatMap((c) =>
      project[c].edges.map((e: { node: { title: string } }) => e.node.title),
    );
    expect(titles.every((title: string) => /board/i.test(title))).toBe(true);
    expect(titles.length).toBeGreaterThan(0);
  });
});
