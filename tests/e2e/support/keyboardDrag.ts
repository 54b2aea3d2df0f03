// The keyboard drag as a person uses it: after "Picked up …" is said, the next key moves, drops or cancels.
// dnd-kit's KeyboardSensor starts listening for keys in a timer it sets at the pick-up (so that the Space which
// started the drag is not read again as a drop), and the announcement is on the page before that timer runs: a key
// sent in between is lost. No person is that fast; a test on a loaded machine is (an Escape was lost so once).
import type { Page } from 'playwright-core';

/** Resolves once the page has run the timers set before now: dnd-kit's, so the drag now reads keys. */
export function dragListening(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
