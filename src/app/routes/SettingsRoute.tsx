import { useParams } from 'wouter';
import { SettingsPage } from '../pages/SettingsPage';
import { NotFound } from '../../components/NotFound';
import { useDocumentTitle } from '../useDocumentTitle';

export function SettingsRoute() {
  const { key = '' } = useParams();
  useDocumentTitle(`${key} settings`);
  if (!/^[A-Za-z]{2,6}$/.test(key)) return <NotFound what="project" />;
  return <SettingsPage key={key} projectKey={key.toUpperCase()} />;
}
