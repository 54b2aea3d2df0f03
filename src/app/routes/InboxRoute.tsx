import { InboxList } from '../../features/team/InboxList';
import { useDocumentTitle } from '../screens';

export function InboxRoute() {
  useDocumentTitle('Inbox');
  return <InboxList />;
}
