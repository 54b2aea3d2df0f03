// `npm run bench:search`: search across projects (docs/product.md §13) on 100,000 tasks with comments, on a real
// PostgreSQL and on the embedded PGlite. The searcher belongs to 10 of 12 projects; 22 typical queries (common and
// rare words, a phrase, an exclusion, parts of words, misspelt words, no match) each run warm ROUNDS times through the service's
// own search statement (server/team/resolvers.ts); p50 and p99 over all of them, per database.
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import type { Db } from '../server/db/types';
import { seed, SEED_USERS } from '../server/seed';
import { searchStatement, searchTasks } from '../server/team/resolvers';
import { startPostgres } from '../tests/support/postgres';

const TASKS = Number(process.env['SEARCH_TASKS'] ?? 100_000);
const PROJECTS = 12;
const ROUNDS = 5;

const WORDS = `deploy deployment pipeline backup restore database index query cache session login logout token
  password email invite member role admin viewer board column card drag drop move reorder filter search inbox
  mention comment assign due overdue priority urgent status review release version migrate schema server client
  browser mobile offline sync conflict retry timeout latency memory leak crash error warning alert pager oncall
  rotation certificate renew domain proxy nginx redis postgres vacuum replica failover metrics dashboard chart
  export import csv report invoice billing payment refund customer support ticket bug feature design layout theme
  dark light font icon button dialog modal tooltip keyboard shortcut focus screen reader contrast accessibility
  translate locale timezone calendar reminder notification webhook integration slack github commit branch merge
  test flaky snapshot coverage lint format build bundle chunk lazy preload prefetch service worker manifest`
  .split(/\s+/)
  .filter(Boolean);

const QUERIES = [
  'deployment',
  'backup restore',
  'login timeout',
  'redis failover',
  '"service worker"',
  'certificate renew',
  'drag drop',
  'memory leak crash',
  'dashboard -chart',
  'accessibility contrast',
  'deplo',
  'notif',
  'certif',
  'migrat schema',
  'webhook slack',
  'flaky test',
  'quokka',
  'keyboard shortcut focus',
  'invoice refund customer',
  'offline sync conflict',
  // A letter wrong or missing: found through the words' trigrams (docs/product.md §14a).
  'deploymnt',
  'certficate renw',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function fill(db: Db): Promise<string> {
  await migrate(db);
  await seed(db);
  const viewer = SEED_USERS[0]!.id;
  const words = `(ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}])`;
  // A quarter of the words from the product's vocabulary, the rest from 20,000 others: text with a long tail, as
  // people write it, rather than 200 words each in a sixth of all tasks.
  const pick = `(CASE WHEN random() < 0.25 THEN ${words}[1 + floor(random() * ${WORDS.length})::int]
    ELSE 'w' || floor(random() * 20000)::int END)`;
  const sentence = (n: number) => Array.from({ length: n }, () => pick).join(` || ' ' || `);
  for (let p = 0; p < PROJECTS; p += 1) {
    const id = `bench-project-${p}`;
    const key = `BS${String.fromCharCode(65 + p)}`;
    await db.query('INSERT INTO projects (id, key, name) VALUES ($1, $2, $3)', [id, key, `Bench ${key}`]);
    // The searcher is in 10 of the 12 projects: the other two are never listed to them.
    if (p < 10) {
      await db.query(`INSERT INTO memberships (project_id, user_id, role) VALUES ($1, $2, 'MEMBER')`, [
        id,
        viewer,
      ]);
    }
    const count = Math.floor(TASKS / PROJECTS);
    await db.query(
      `INSERT INTO tasks (id, project_id, number, title, description, status, priority, created_by, rank)
       SELECT $1 || '-' || n, $1, n, initcap(${sentence(5)}), ${sentence(25)},
              (ARRAY['BACKLOG','TODO','IN_PROGRESS','IN_REVIEW','DONE','CANCELED'])[1 + n % 6], 'MEDIUM', $2,
              'a' || lpad(n::text, 7, '0')
         FROM generate_series(1, $3::int) AS n`,
      [id, viewer, count],
    );
    // One comment on every other task.
    await db.query(
      `INSERT INTO comments (id, task_id, author_id, body)
       SELECT $1 || '-c' || n, $1 || '-' || n, $2, ${sentence(15)}
         FROM generate_series(1, $3::int, 2) AS n`,
      [id, viewer, count],
    );
  }
  // What autovacuum does on a live database: the GIN indexes' pending lists merged, statistics current.
  await db.query('VACUUM ANALYZE');
  return viewer;
}

async function measure(name: string, db: Db): Promise<void> {
  const start = performance.now();
  const viewer = await fill(db);
  const [{ tasks, comments }] = (await db.query<{ tasks: number; comments: number }>(
    'SELECT (SELECT count(*)::int FROM tasks) AS tasks, (SELECT count(*)::int FROM comments) AS comments',
  )) as [{ tasks: number; comments: number }];
  console.log(
    `${name}: ${tasks} tasks, ${comments} comments, filled in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  const ctx = { db };
  for (const q of QUERIES) await searchTasks(ctx, viewer, q, 20); // warm
  const all: number[] = [];
  const perQuery: string[] = [];
  for (const q of QUERIES) {
    const times: number[] = [];
    let found = 0;
    for (let r = 0; r < ROUNDS; r += 1) {
      const t = performance.now();
      found = (await searchTasks(ctx, viewer, q, 20)).length;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    perQuery.push(
      `  ${q.padEnd(26)} ${String(found).padStart(2)} found, median ${percentile(times, 50).toFixed(1)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(perQuery.join('\n'));
  const explain = process.env['SEARCH_PLAN'];
  if (explain) {
    const { sql, params } = searchStatement(viewer, explain, 20);
    const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${sql}`, params);
    console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
  }
  console.log(
    `${name}: p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${all.at(-1)!.toFixed(1)} ms over ${all.length} searches`,
  );
}

const only = process.argv[2];
if (only !== 'pglite') {
  const pg = await startPostgres();
  const db = await openPostgres(pg.url);
  try {
    await measure('PostgreSQL', db);
  } finally {
    await db.close();
    await pg.stop();
  }
}
if (only !== 'postgres') {
  const { db } = await openPglite();
  try {
    await measure('PGlite', db);
  } finally {
    await db.close();
  }
}
