import { useParams } from 'wouter';
import { Board } from '../../features/board/Board';
import { NotFound } from '../../features/ui/NotFound';
import { Suspense } from 'react';
import { useDocumentTitle } from '../useDocumentTitle';
import { AlsoHere } from './alsoHere';

export function BoardRoute() {
  const { key = '' } = useParams();
  useDocumentTitle(`${key} board`);
  if (!/^[A-Za-z]{2,6}$/.test(key)) return <NotFound what="project" />;
  return (
    <>
      <Suspense fallback={null}>
        <AlsoHere key={key} projectKey={key.toUpperCase()} />
      </Suspense>
      <Board key={key} projectKey={key.toUpperCase()} />
    </>
  );
}
