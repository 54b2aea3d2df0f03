import { MyTaskList } from '../../features/team/MyTaskList';
import { useDocumentTitle } from '../screens';

export function MyTasksRoute() {
  useDocumentTitle('My tasks');
  return <MyTaskList />;
}
