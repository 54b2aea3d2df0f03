import { NotFound } from '../../features/ui/NotFound';
import { useDocumentTitle } from '../useDocumentTitle';

export function NotFoundRoute() {
  useDocumentTitle('Not found');
  return <NotFound />;
}
