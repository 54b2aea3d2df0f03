// The rank a dropped card shows with until the service answers.
import { generateKeyBetween } from 'fractional-indexing';
import type { CardTask } from './columns';

/** Optimistic rank of a moved card: the service puts a move without neighbours at the top of its column. */
const TOP_RANK = '';

/** Where a dropped card goes: between `after` (the card above) and `before` (the card below), either may be absent. */
export interface Placement {
  after?: CardTask | undefined;
  before?: CardTask | undefined;
}

/**
 * The rank a card shows until the service answers, from the same fractional-indexing library the service uses.
 * Neighbours out of order (a live move crossed the drop) keep only the card above, as the service does.
 */
export function optimisticRank(placement: Placement | undefined): string {
  if (!placement) return TOP_RANK;
  const above = placement.after?.rank ?? null;
  let below = placement.before?.rank ?? null;
  if (above !== null && below !== null && above >= below) below = null;
  return generateKeyBetween(above, below);
}
