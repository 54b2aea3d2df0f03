// The answer to a change sent after a reload, merged into the cache like a live one. Its own chunk: the entity merge
// loads with the first change sent, not with the page.
import type { QueryClient } from '@tanstack/react-query';
import { mergeEntities } from '../lib/graphql';

export function mergeKept(queryClient: QueryClient, data: unknown): void {
  mergeEntities(queryClient, data);
}
