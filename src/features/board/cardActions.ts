// What a person may do to a card on this board, and the task's actions to do it with: one object for the whole board.
import type { Person, useTaskActions } from '../../entities/task/taskActions';

export interface CardActions extends Omit<ReturnType<typeof useTaskActions>, 'move'> {
  /** Move, assign, set the priority (MEMBER and ADMIN of a project that is not archived). */
  canEdit: boolean;
  /** ADMIN of a project that is not archived. */
  canDelete: boolean;
  /** The person, for "Assign to me"; null until known. */
  me: Person | null;
}
