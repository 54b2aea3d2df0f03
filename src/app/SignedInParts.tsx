// What every signed-in screen runs beside its frame, loaded after the first render's script (the sign-in page carries
// none of it) as one file: the person's own events, and undo's keys and its notice.
import { ViewerEventsWatcher } from '../features/live/ViewerEventsWatcher';
import { UndoKeys } from '../features/undo/UndoKeys';

export function SignedInParts({ viewerId }: { viewerId: string }) {
  return (
    <>
      <UndoKeys viewerId={viewerId} />
      <ViewerEventsWatcher />
    </>
  );
}
