// A change made offline under one release, sent after the next was deployed (docs/api.md, "Trusted documents"): the
// service runs in production, where a browser may send only documents of a manifest, by hash. The next release
// (tests/e2e/support/next-release.ts) changed MoveTask, so its manifest no longer has the hash the waiting move was
// made with; the service still runs it, because every release's documents are kept in the database.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { MoveTaskDocument } from '../../generated/operations/MoveTask';
import { operationOf } from '../../src/lib/graphql';
import { browserAndServicePerFile, openSession, openSignedIn, seenOperation } from './support/browser';
import { nextReleasePerFile } from './support/next-release';

const e2e = browserAndServicePerFile({ production: true });
const release2 = nextReleasePerFile();

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The task as the service's database holds it. */
async function stored(number: number) {
  const [task] = await e2e.service.db.query<{ status: string; version: number }>(
    `SELECT t.status, t.version FROM tasks t JOIN projects p ON p.id = t.project_id
     WHERE p.key = 'LAN' AND t.number = $1`,
    [number],
  );
  return task;
}

test('a card moved offline under one release is moved on the service after the next release, which changed that document, is deployed', async () => {
  const moveHash = operationOf(MoveTaskDocument).hash;
  expect(moveHash).toMatch(/^[0-9a-f]{64}$/);
  expect(Object.keys(release2.next.trustedDocuments)).not.toContain(moveHash);

  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  const moves: { body: unknown; answer: Promise<unknown> }[] = [];
  page.on('request', (request) => {
    if (seenOperation(request)?.operationName !== 'MoveTask') return;
    moves.push({
      body: JSON.parse(request.postData() ?? 'null'),
      // A request still open when the context closes has no answer: said as text here, not left unhandled.
      answer: request.response().then(
        (response) => response?.json(),
        (error: Error) => `no answer: ${error.message}`,
      ),
    });
  });
  await openSignedIn(page, '/p/LAN');
  await page.getByText('Live', { exact: true }).waitFor();
  const card = column(page, 'To do').getByRole('listitem').first();
  const name = (await card.getByRole('link').textContent()) ?? '';
  const key = /^LAN-(\d+) /.exec(name)?.[1] ?? '';
  const number = Number(key);
  const before = await stored(number);
  expect(before?.status).toBe('TODO');

  await context.setOffline(true);
  await page.getByText('Offline', { exact: true }).waitFor();
  await card.getByRole('button', { name: `Actions for LAN-${key}` }).click();
  await page.getByRole('menuitem', { name: 'Move to In progress' }).click();
  const moved = column(page, 'In progress').getByRole('listitem').filter({ hasText: name });
  await moved.getByText('Pending', { exact: true }).waitFor();
  const waiting = page.getByRole('status').filter({ hasText: '1 change waiting to be sent' });
  await waiting.waitFor();

  await e2e.service.deploy(release2.next);
  await context.setOffline(false);
  await waiting.waitFor({ state: 'detached' });
  await moved.getByText('Pending', { exact: true }).waitFor({ state: 'detached' });
  expect(await moved.count()).toBe(1);

  // Sent once, by the hash of the release it was made under, and run.
  expect(moves.map((m) => m.body)).toEqual([
    {
      operationName: 'MoveTask',
      variables: expect.objectContaining({ status: 'IN_PROGRESS', expectedVersion: before!.version }),
      extensions: { persistedQuery: { version: 1, sha256Hash: moveHash } },
    },
  ]);
  expect(await moves[0]!.answer).toEqual({
    data: {
      moveTask: expect.objectContaining({ number, status: 'IN_PROGRESS', version: before!.version + 1 }),
    },
  });
  expect(await stored(number)).toEqual({ status: 'IN_PROGRESS', version: before!.version + 1 });
  expect(await page.getByRole('alert').count()).toBe(0);

  // The next navigation loads the next release, and the service's board has the card where the person put it.
  await page.reload();
  await page.locator('meta[name="lanes-release"][content="2"]').waitFor({ state: 'attached' });
  await column(page, 'In progress').getByRole('link', { name, exact: true }).waitFor();
  expect(await column(page, 'To do').getByRole('link', { name, exact: true }).count()).toBe(0);
  await context.close();
});
