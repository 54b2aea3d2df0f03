// Search ranks a bounded set of matches of each kind (server/team/resolvers.ts): a word found in more tasks than that
// bound must still list the tasks whose titles hold it first, only from the viewer's projects.
import { expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { openEmptyPglite } from '../support/pglite';
import { SEARCH_CANDIDATES, searchTasks } from '../../server/team/resolvers';

it('past the bound, titles holding the word still come first, and other projects stay out', async () => {
  const { db } = await openEmptyPglite();
  try {
    await migrate(db);
    await db.query(`INSERT INTO users (id, email, name, password_hash) VALUES ('u', 'u@x.test', 'U', 'x')`);
    await db.query(
      `INSERT INTO projects (id, key, name) VALUES ('mine', 'MINE', 'Mine'), ('other', 'OTH', 'Other')`,
    );
    await db.query(`INSERT INTO memberships (project_id, user_id, role) VALUES ('mine', 'u', 'MEMBER')`);
    const insert = (project: string, from: number, to: number, title: string, description: string) =>
      db.query(
        `INSERT INTO tasks (id, project_id, number, title, description, status, priority, created_by, rank)
         SELECT $1 || '-' || n, $1, n, $4 || n, $5, 'TODO', 'MEDIUM', 'u', 'a' || lpad(n::text, 7, '0')
           FROM generate_series($2::int, $3::int) AS n`,
        [project, from, to, title, description],
      );
    // Stored first (so read first): more description-only matches than the bound, and titles in a project the
    // viewer is not in; the five title matches of the viewer's project come last.
    const many = SEARCH_CANDIDATES * 2;
    await insert('mine', 1, many, 'Plain task ', 'the wombat ate the cable');
    await insert('other', 1, 50, 'Wombat elsewhere ', 'wombat wombat wombat');
    await insert('mine', many + 1, many + 5, 'Wombat sighting ', 'nothing else');
    await db.query('ANALYZE');

    const found = await searchTasks({ db }, 'u', 'wombat', 20);
    expect(found).toHaveLength(20);
    expect(
      found
        .slice(0, 5)
        .map((t) => t.title)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5].map((i) => `Wombat sighting ${many + i}`));
    expect(found.slice(5).every((t) => t.title.startsWith('Plain task '))).toBe(true);
    // A part of a word reaches the same titles first, and the descriptions' words after them (docs/product.md, search).
    const part = await searchTasks({ db }, 'u', 'womba', 20);
    expect(
      part
        .slice(0, 5)
        .map((t) => t.title)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5].map((i) => `Wombat sighting ${many + i}`));
    expect(part.slice(5).every((t) => t.title.startsWith('Plain task '))).toBe(true);
  } finally {
    await db.close();
  }
  // Migrating a fresh embedded database takes most of it on a loaded machine.
}, 180_000);
