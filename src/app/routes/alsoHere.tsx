// "Also here" (docs/product.md §13) in the title row of the board and the task page.
import { AlsoHere } from '../../features/team/AlsoHere';

/**
 * A slot that takes the title row's spare width and a fixed height (global.css, .also-here-slot): people arriving
 * and leaving never move the title, the actions or the page under them.
 */
export function AlsoHereSlot({ projectKey, taskNumber }: { projectKey: string; taskNumber?: number }) {
  return (
    <div className="also-here-slot">
      <AlsoHere projectKey={projectKey} taskNumber={taskNumber} />
    </div>
  );
}
