import { useParams } from 'react-router';
import { Board } from '../../features/board/Board';
import { NotFound } from '../../features/ui/NotFound';
import { useDocumentTitle } from '../useDocumentTitle';
import { AlsoHere } from '../../features/team/AlsoHere';

export function BoardRoute() {
  const { key = '' } = useParams();
  useDocumentTitle(`${key} board`);
  if (!/^[A-Za-z]{2,6}$/.test(key)) return <NotFound what="project" />;
  return (
    <>
      <AlsoHere key={key} projectKey={key.toUpperCase()} />
      <Board key={key} projectKey={key.toUpperCase()} />
    </>
  );
}
