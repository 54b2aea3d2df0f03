// "Also here" (docs/product.md §13) in the title row of the board and the task page: loaded after their first
// paint, from its own chunk.
import { Suspense } from 'react';
import { lazyWithPreload } from '../lazyWithPreload';

const AlsoHere = lazyWithPreload<{ projectKey: string; taskNumber?: number }>(() =>
  import('../../features/team/AlsoHere').then((m) => ({ default: m.AlsoHere })),
);

/**
 * A slot that takes the title row's spare width and a fixed height (global.css, .also-here-slot): the part loading,
 * or people arriving and leaving, never moves the title, the actions or the page under them.
 */
export function AlsoHereSlot({ projectKey, taskNumber }: { projectKey: string; taskNumber?: number }) {
  return (
    <div className="also-here-slot">
      <Suspense fallback={null}>
        <AlsoHere projectKey={projectKey} taskNumber={taskNumber} />
      </Suspense>
    </div>
  );
}
