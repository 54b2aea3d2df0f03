import { useParams } from 'wouter';
import { Board } from '../../features/board/Board';
import { NotFound } from '../../components/NotFound';
import { useDocumentTitle } from '../useDocumentTitle';
import { AlsoHereSlot } from './alsoHere';

export function BoardRoute() {
  const { key = '' } = useParams();
  useDocumentTitle(`${key} board`);
  if (!/^[A-Za-z]{2,6}$/.test(key)) return <NotFound what="project" />;
  const projectKey = key.toUpperCase();
  return (
    <Board key={key} projectKey={projectKey} presence={<AlsoHereSlot key={key} projectKey={projectKey} />} />
  );
}
