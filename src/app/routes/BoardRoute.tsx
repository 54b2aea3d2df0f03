import { useParams } from 'wouter';
import { Board } from '../../features/board/Board';
import { NotFound } from '../../components/NotFound';
import { useDocumentTitle } from '../useDocumentTitle';
import { AlsoHereRow } from './alsoHere';

export function BoardRoute() {
  const { key = '' } = useParams();
  useDocumentTitle(`${key} board`);
  if (!/^[A-Za-z]{2,6}$/.test(key)) return <NotFound what="project" />;
  return (
    <>
      <AlsoHereRow key={key} projectKey={key.toUpperCase()} />
      <Board key={key} projectKey={key.toUpperCase()} />
    </>
  );
}
