// Migration 009 rewrites events written before it (whole snapshots: titles, bodies, emails) into references, so the
// log of an existing database stops handing out what was since deleted or replaced.
import { expect, it } from 'vitest';
import { migrate, readMigrations } from '../../server/db/migrate';
import { openEmptyPglite } from '../support/pglite';

it('keeps ids and the change’s own facts, and drops every text of an old event', async () => {
  const { db } = await openEmptyPglite();
  try {
    const migrations = await readMigrations();
    await migrate(
      db,
      migrations.filter((m) => m.version < '009'),
    );
    await db.query(`INSERT INTO users (id, email, name, password_hash) VALUES ('u', 'u@x.test', 'U', 'x')`);
    await db.query(`INSERT INTO projects (id, key, name) VALUES ('p', 'OLD', 'Old')`);
    const old = {
      kind: 'COMMENT_EDITED',
      projectId: 'p',
      projectKey: 'OLD',
      task: { id: 't', title: 'Secret title', description: 'Secret description', status: 'TODO' },
      comment: { id: 'c', taskId: 't', body: 'First draft' },
      deletedId: null,
      taskId: 't',
      actor: { id: 'u', email: 'u@x.test', name: 'U' },
      at: '2026-01-01T00:00:00.000Z',
      changedFields: ['body'],
      member: null,
      userId: null,
      project: null,
    };
    await db.query(
      `INSERT INTO project_events (project_id, seq, kind, actor_id, task_id, payload) VALUES ('p', 1, $1, 'u', 't', $2)`,
      [old.kind, JSON.stringify(old)],
    );
    expect((await migrate(db))[0]).toBe('009_event_log_references');
    const [row] = await db.query<{ payload: unknown }>('SELECT payload FROM project_events');
    expect(row!.payload).toEqual({
      kind: 'COMMENT_EDITED',
      projectId: 'p',
      projectKey: 'OLD',
      deletedId: null,
      taskId: 't',
      changedFields: ['body'],
      userId: null,
      status: 'TODO',
      taskRef: 't',
      commentRef: 'c',
      memberRef: null,
      projectRef: false,
    });
  } finally {
    await db.close();
  }
});
