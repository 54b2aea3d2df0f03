// Applies server/migrations/NNN_name.sql in order, each in its own transaction, recording it in schema_migrations.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';
import { projectFile } from '../paths';

export const MIGRATIONS_DIR = fileURLToPath(projectFile('server/migrations/'));

export interface Migration {
  version: string;
  sql: string;
}

export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((name) => /^\d+_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    files.map(async (name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: await readFile(`${dir}/${name}`, 'utf8'),
    })),
  );
}

// Any fixed number: it serialises the migrations and seed of instances starting together on one empty database.
const STARTUP_LOCK = 4_715_220;

/** Takes the start-up lock for the rest of `tx`: the first statement of every migration and of the seed. */
export async function lockStartup(tx: Db): Promise<void> {
  // Waiting is start-up, not a request: another instance may hold the lock through a long migration or the seed's
  // hashing, past the requests' statement timeout.
  await tx.query('SET LOCAL statement_timeout = 0');
  await tx.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK]);
}

export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  const applied: string[] = [];
  // Under the lock too: two instances creating the table at once collide on its pg_type row, IF NOT EXISTS or not.
  const createTable = (tx: Db) =>
    tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  if (all.length === 0) {
    await db.transaction(async (tx) => {
      await lockStartup(tx);
      await createTable(tx);
    });
  }
  for (const migration of all) {
    const done = await db.transaction(async (tx) => {
      // A migration may rewrite a large table: lockStartup lifts the requests' statement timeout for it too.
      await lockStartup(tx);
      await createTable(tx);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await execScript(tx, migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

// A migration file holds several statements; the extended protocol runs one at a time, so split on the semicolons
// that end a line outside a `$$` function body (the migrations keep no semicolons at line ends inside strings).
async function execScript(db: Db, sql: string): Promise<void> {
  let statement = '';
  let inBody = false;
  for (const line of sql.split('\n')) {
    // A comment is cut from a line outside a body only: a body keeps its text as written.
    const text = inBody ? line : line.replace(/--.*$/, '');
    statement += `${text}\n`;
    if ((text.match(/\$\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(text)) {
      if (statement.replace(/;\s*$/, '').trim()) await db.query(statement.replace(/;\s*$/, ''));
      statement = '';
    }
  }
  if (statement.trim()) await db.query(statement);
}
