// The inbox, My tasks and search screens (docs/product.md §13): one chunk for the three, which share their list parts.
import { InboxList } from '../../features/team/InboxList';
import { MyTaskList } from '../../features/team/MyTaskList';
import { SearchResults } from '../../features/team/SearchResults';
import { useDocumentTitle } from '../useDocumentTitle';
import { SignOutEverywhereButton } from '../SignOutEverywhereButton';

export function InboxRoute() {
  useDocumentTitle('Inbox');
  return <InboxList accountAction={<SignOutEverywhereButton />} />;
}

export function MyTasksRoute() {
  useDocumentTitle('My tasks');
  return <MyTaskList />;
}

export function SearchRoute() {
  useDocumentTitle('Search');
  return <SearchResults />;
}
