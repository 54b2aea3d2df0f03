// axe-core's WCAG 2.0/2.1 A and AA rules on a page, through @axe-core/playwright: each violation in words (its rule
// and the elements it found), so an assertion of `[]` names what broke.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** `disabled`: rules a test shows another way (and says why); `include`: a selector to check alone. */
export async function axeViolations(
  page: Page,
  disabled: string[] = [],
  include?: string,
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).disableRules(disabled);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
