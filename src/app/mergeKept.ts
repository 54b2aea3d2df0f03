// Merges the answer to a change sent after a reload like a live one; its own chunk, loaded with the first such change.
import type { QueryClient } from '@tanstack/react-query';
import { mergeEntities } from '../lib/graphql';

export function mergeKept(queryClient: QueryClient, data: unknown): void {
  mergeEntities(queryClient, data);
}
