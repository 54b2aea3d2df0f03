// "Also here" (docs/product.md §13) for the board and the task page: loaded after their first paint, from their own chunks.
import { Suspense } from 'react';
import { lazyWithPreload } from '../lazyWithPreload';

const AlsoHere = lazyWithPreload<{ projectKey: string; taskNumber?: number }>(() =>
  import('../../features/team/AlsoHere').then((m) => ({ default: m.AlsoHere })),
);

/** Its row is always there, so that the part loading or someone arriving or leaving never moves the page. */
export function AlsoHereRow({ projectKey, taskNumber }: { projectKey: string; taskNumber?: number }) {
  return (
    <div className="also-here-row">
      <Suspense fallback={null}>
        <AlsoHere projectKey={projectKey} taskNumber={taskNumber} />
      </Suspense>
    </div>
  );
}
