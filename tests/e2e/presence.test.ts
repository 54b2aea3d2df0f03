// docs/product.md §13, Also here, in a real browser: a second person opening the same board shows on the first one's
// within 2 s, never moving the board, and is gone once her closed tab's presence lapses. Its own file: the departure
// is a wait of most of 30 s, which a file of other tests would add to its own.
import { expect, test } from 'vitest';
import { browserAndServicePerFile, openSession, openSignedIn } from './support/browser';

const e2e = browserAndServicePerFile();

test('Also here: another person opening the board shows within 2 s, and is gone within 30 s of closing the tab', async () => {
  const ada = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(ada.page, '/p/LAN');
  await ada.page.getByText('Live', { exact: true }).waitFor();
  const alsoHere = ada.page.getByRole('region', { name: 'Also here' });
  expect(await alsoHere.count()).toBe(0);
  // Where Ada's board is before anyone arrives: a person coming or going never moves it.
  const board = ada.page.getByRole('region', { name: 'To do' });
  const boardAt = (await board.boundingBox())!.y;

  const grace = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openSignedIn(grace.page, '/projects');
  const arrived = performance.now();
  await grace.page.goto('/p/LAN');
  // Arrival: from the moment Grace's board shows (her page is open) to Ada seeing her.
  await grace.page.getByText('Live', { exact: true }).waitFor();
  const opened = performance.now();
  await alsoHere.getByRole('listitem', { name: 'Grace Hopper' }).waitFor({ timeout: 15_000 });
  const arrival = performance.now() - opened;
  const fromNavigation = performance.now() - arrived;
  expect(await alsoHere.getByRole('listitem', { name: 'Grace Hopper' }).innerText()).toBe('GH');
  expect((await board.boundingBox())!.y).toBe(boardAt);
  // Grace sees Ada, never herself.
  await grace.page
    .getByRole('region', { name: 'Also here' })
    .getByRole('listitem', { name: 'Ada Lovelace' })
    .waitFor();
  expect(await grace.page.getByRole('listitem', { name: 'Grace Hopper' }).count()).toBe(0);

  const left = performance.now();
  await grace.context.close();
  await alsoHere.waitFor({ state: 'detached', timeout: 30_000 });
  expect((await board.boundingBox())!.y).toBe(boardAt);
  const departure = performance.now() - left;
  console.log(
    `presence: arrival ${arrival.toFixed(0)} ms after her board showed (${fromNavigation.toFixed(0)} ms from her ` +
      `navigation), departure ${departure.toFixed(0)} ms after closing the tab`,
  );
  expect(arrival).toBeLessThan(2_000);
  await ada.context.close();
}, 90_000);
