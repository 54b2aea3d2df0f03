import { NotFound } from '../../components/NotFound';
import { useDocumentTitle } from '../useDocumentTitle';

export function NotFoundRoute() {
  useDocumentTitle('Not found');
  return <NotFound />;
}
