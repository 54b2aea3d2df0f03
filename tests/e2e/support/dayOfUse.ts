// What the day-of-use files (day-of-use.test.ts, day-of-use-refusals.test.ts) share: the demo people, the columns by
// name, a comment by the service, dates where a person is, where a drag aims and what its live region says.
import type { Locator, Page } from 'playwright-core';
import { SEED_USERS } from '../../../server/seed';

export const [ADA, , LINUS] = SEED_USERS;
export const SETTLED = { timeout: 15_000 };
export const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

export const COMMENT = 'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }';

/** A calendar date `days` from today where `timeZone` is. */
export function dayIn(timeZone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function centre(locator: Locator): Promise<[number, number]> {
  const box = (await locator.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** What the drag's live region says last. */
export const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').textContent();
