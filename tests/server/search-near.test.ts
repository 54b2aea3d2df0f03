// Search reads as text (docs/product.md §14a), on the embedded database through the running service and on a real
// PostgreSQL through the same statement: a word with one letter wrong or missing finds what it names, ranked below
// exact matches; what it finds stays in the viewer's projects; snippets come as plain text (Task.descriptionText).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type TestService } from '../support/service';
import { inProcess } from '../support/in-process';
import { openDatabase } from '../../server/db/open';
import { migrate } from '../../server/db/migrate';
import type { Db } from '../../server/db/types';
import { seed, SEED_USERS } from '../../server/seed';
import { searchTasks } from '../../server/team/resolvers';
import { startPostgres, type TestPostgres } from '../support/postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const SEARCH = 'query ($t: String!) { search(text: $t, first: 50) { key title descriptionText } }';
const CREATE = 'mutation ($i: CreateTaskInput!) { createTask(input: $i) { key } }';

let service: TestService;
let postgres: TestPostgres;
let pg: Db;
const cookie = { ada: '', grace: '' };
const { data } = inProcess(() => service);

/** Texts both databases get: one task per word, so which word was found shows in the keys. */
const TEXTS = [
  { title: 'Launch checklist', description: '## Launch\n- **check** the [runbook](https://x.test/r)' },
  { title: 'Lunch order', description: 'Sandwiches for the team' },
  { title: 'Rocket design', description: 'The launcher needs a review' },
  { title: 'Unrelated', description: 'Nothing to see here' },
  { title: 'Renew the certificate', description: 'Before it expires' },
];

beforeAll(async () => {
  [service, postgres] = await Promise.all([startService({ database: 'pglite' }), startPostgres()]);
  const { signIn } = inProcess(() => service);
  cookie.ada = await signIn('ada@lanes.test');
  cookie.grace = await signIn('grace@lanes.test');
  for (const i of TEXTS) await data(CREATE, { i: { projectKey: 'LAN', ...i } }, cookie.ada);
  pg = await openDatabase({ databaseUrl: postgres.url, dataDir: '/nonexistent' });
  await migrate(pg);
  await seed(pg);
  for (const [n, i] of TEXTS.entries()) {
    await pg.query(
      `INSERT INTO tasks (id, project_id, number, title, description, status, priority, created_by, rank)
       SELECT 'near-' || $1::int, id, 1000 + $1::int, $2, $3, 'TODO', 'MEDIUM', $4, 'z' || $1::int FROM projects WHERE key = 'LAN'`,
      [n, i.title, i.description, SEED_USERS[0].id],
    );
  }
}, 300_000);

afterAll(async () => {
  await service?.close();
  await pg?.close();
  await postgres?.stop();
});

const titles = (rows: Loose[]) => rows.map((row) => row.title);

describe('search by similarity', () => {
  for (const [name, search] of [
    [
      'PGlite, through the service',
      async (text: string) => (await data(SEARCH, { t: text }, cookie.grace)).search,
    ],
    ['PostgreSQL', async (text: string) => searchTasks({ db: pg }, SEED_USERS[1].id, text, 50)],
  ] as const) {
    it(`${name}: one letter missing or wrong still finds the word, exact matches first`, async () => {
      expect(titles(await search('lauch'))).toEqual(expect.arrayContaining(['Launch checklist']));
      expect(titles(await search('laumch'))).toEqual(expect.arrayContaining(['Launch checklist']));
      expect(titles(await search('launch'))[0]).toBe('Launch checklist');
      // Against the stems the texts keep ('certif'), the typed word is stemmed too.
      expect(titles(await search('certficate renw'))).toEqual(
        expect.arrayContaining(['Renew the certificate']),
      );
      // Every word must be near something: a typo beside a word nothing holds finds nothing.
      expect(await search('lauch quokkaz')).toEqual([]);
      // An exclusion or a phrase keeps its exact meaning: no near words.
      expect(titles(await search('lauch -checklist'))).not.toContain('Launch checklist');
    });
  }

  it('finds only in the viewer’s projects, and gives the description as the page reads it', async () => {
    const linus = await inProcess(() => service).signIn('linus@lanes.test');
    const mine = (await data(SEARCH, { t: 'lauch checklst' }, linus)).search;
    expect(mine).toEqual([
      {
        key: expect.stringMatching(/^LAN-/),
        title: 'Launch checklist',
        descriptionText: 'Launch check the runbook',
      },
    ]);
    await data(CREATE, { i: { projectKey: 'OPS', title: 'Launch window' } }, cookie.grace);
    expect(titles((await data(SEARCH, { t: 'lauch' }, linus)).search)).not.toContain('Launch window');
  });
});
