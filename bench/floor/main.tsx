// The floor of the board's first paint (bench/web.ts): the fixed stack (react-dom, TanStack Query, graphql-request)
// and the app's stylesheet, rendering the board's cards from the same two preloaded queries. No router, no kept
// data, no live updates, no drag and drop, no menus: what the app adds over this is its own cost.
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { floorRequests } from './requests';
import '../../src/styles/global.css';

const requests = floorRequests(`${location.origin}/graphql`, (input, init) =>
  fetch(input, { ...init, cache: 'no-store' }),
);
const COLUMNS = ['backlog', 'todo', 'inProgress', 'inReview', 'done'] as const;

function Board() {
  const viewer = useQuery({ queryKey: ['Viewer'], queryFn: requests.viewer });
  const board = useQuery({ queryKey: ['Board'], queryFn: requests.board });
  const project = board.data?.project;
  if (!viewer.data || !project) return null;
  return (
    <main className="board">
      <div className="page-header">
        <h1>{project.name}</h1>
      </div>
      <div className="columns">
        {COLUMNS.map((column) => (
          <section className="column" key={column}>
            <ul className="cards">
              {project[column].edges.map(({ node: task }) => (
                <li className="card" key={task.id}>
                  <a className="card-link" href={`/p/LAN/t/${task.number}`}>
                    <span className="card-key">{task.key}</span>{' '}
                    <span className="card-title" dir="auto">
                      {task.title}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <Board />
  </QueryClientProvider>,
);
