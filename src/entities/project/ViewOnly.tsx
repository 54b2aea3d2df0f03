// Said where a VIEWER looks (the board, a task's page): this person can see everything here and change nothing.
import type { Role } from '../../../generated/graphql';

export function ViewOnly({ role }: { role: Role }) {
  if (role !== 'VIEWER') return null;
  return (
    <span className="view-only" title="Your role in this project is Viewer: ask an admin to change it">
      View only
    </span>
  );
}
