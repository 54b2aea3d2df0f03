import { NotFound } from '../../features/ui/NotFound';
import { useDocumentTitle } from '../screens';

export function NotFoundRoute() {
  useDocumentTitle('Not found');
  return <NotFound />;
}
