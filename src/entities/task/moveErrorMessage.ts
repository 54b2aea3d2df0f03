// What a refused move tells the user: INVALID_TRANSITION names the allowed moves, CONFLICT says the task moved on.
import { errorCode, isGraphQLErrors } from '../../lib/graphql';
import { describeMoves } from './words';
import { errorMessage } from '../../components/ErrorNotice';

export function moveErrorMessage(taskKey: string, error: unknown): string {
  const code = errorCode(error);
  if (code === 'INVALID_TRANSITION' && isGraphQLErrors(error)) {
    const allowed = error.errors[0]?.extensions?.['allowed'];
    const moves = Array.isArray(allowed) ? describeMoves(allowed.map(String)) : '';
    return `Could not move ${taskKey}: ${error.errors[0]?.message ?? 'that move is not allowed'}. ${moves}`.trim();
  }
  if (code === 'CONFLICT')
    return `${taskKey} was changed by someone else; it now shows its current state. Try again.`;
  if (code === 'FORBIDDEN') return `Could not move ${taskKey}: your role does not allow moving tasks.`;
  return `Could not move ${taskKey}: ${errorMessage(error)}`;
}
