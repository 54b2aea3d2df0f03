import { SearchResults } from '../../features/team/SearchResults';
import { useDocumentTitle } from '../screens';

export function SearchRoute() {
  useDocumentTitle('Search');
  return <SearchResults />;
}
