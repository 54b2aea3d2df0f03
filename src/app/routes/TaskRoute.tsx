import { useParams } from 'wouter';
import { TaskPage } from '../pages/TaskPage';
import { NotFound } from '../../components/NotFound';
import { useDocumentTitle } from '../useDocumentTitle';
import { AlsoHereSlot } from './alsoHere';

export function TaskRoute() {
  const { key = '', number = '' } = useParams();
  useDocumentTitle(`${key}-${number}`);
  const n = Number(number);
  if (!/^[A-Za-z]{2,6}$/.test(key) || !Number.isInteger(n) || n < 1) return <NotFound what="task" />;
  const projectKey = key.toUpperCase();
  return (
    <TaskPage
      key={`${key}-${n}`}
      projectKey={projectKey}
      number={n}
      presence={<AlsoHereSlot key={`${key}-${n}`} projectKey={projectKey} taskNumber={n} />}
    />
  );
}
