// The task page as a person edits it in place (docs/product.md §14): the title is the heading and a click on it
// turns it into a field; the description turns into an editor on a click; choices take effect when made.
import type { Locator, Page } from 'playwright-core';

/** The heading's button: the title, for those who may edit it. */
export function titleButton(page: Page): Locator {
  return page.getByRole('heading', { level: 1 }).getByRole('button');
}

/** Clicks the title and returns its field. */
export async function openTitle(page: Page): Promise<Locator> {
  await titleButton(page).click();
  const field = page.getByLabel('Title', { exact: true });
  await field.waitFor();
  return field;
}

/** Writes `title` over the title and saves it with Enter, as a person does; waits until the heading says it. */
export async function renameTask(page: Page, title: string): Promise<void> {
  const field = await openTitle(page);
  await field.fill(title);
  await field.press('Enter');
  await titleButton(page).filter({ hasText: title }).waitFor();
}

/** Clicks the description (or "Add a description…") and returns its editor. */
export async function openDescription(page: Page): Promise<Locator> {
  const section = page.locator('.task-description');
  const empty = section.getByRole('button', { name: 'Add a description…' });
  if ((await empty.count()) > 0) await empty.click();
  else await section.locator('.description-view').click();
  const field = page.getByLabel('Description', { exact: true });
  await field.waitFor();
  return field;
}

/** The floating notice a change leaves ("Saved", with its Undo). */
export function savedNotice(page: Page): Locator {
  return page.getByRole('status').filter({ has: page.getByText('Saved', { exact: true }) });
}
