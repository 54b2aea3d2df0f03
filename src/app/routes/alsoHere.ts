// "Also here" (docs/product.md §13) for the board and the task page: loaded after their first paint, from their own chunks.
import { lazyWithPreload } from '../lazyWithPreload';

export const AlsoHere = lazyWithPreload<{ projectKey: string; taskNumber?: number }>(() =>
  import('../../features/team/AlsoHere').then((m) => ({ default: m.AlsoHere })),
);
