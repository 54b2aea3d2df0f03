// /search?q=: tasks of my projects matching the text, best match first, with the matched words marked (React text
// nodes inside <mark>: the service's text is never read as HTML).
import { useSearchParams } from '../../lib/location';
import { useSearchQuery } from '../../../generated/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { STATUS_LABELS } from '../../lib/validation';
import { TaskLink } from './TaskLink';
import { LIMITS } from '../../lib/validation/text';
import { excerpt, markMatches, searchWords } from './searchTerms';

function Marked({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {markMatches(text, words).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
    </>
  );
}

export function SearchResults() {
  const [params] = useSearchParams();
  const text = (params.get('q') ?? '').trim().slice(0, LIMITS.searchTextMax);
  const words = searchWords(text);
  const results = useSearchQuery({ text }, { enabled: text.length > 0 });
  return (
    <div className="team-page">
      <div className="page-header">
        <h1>{text ? `Search: ${text}` : 'Search'}</h1>
      </div>
      {!text ? <p className="empty">Type in “Search all projects” above and press Enter.</p> : null}
      {results.error ? (
        <ErrorNotice title="Could not search." error={results.error} onRetry={() => results.refetch()} />
      ) : null}
      {text && results.data ? (
        results.data.search.length === 0 ? (
          <p className="empty">No tasks match “{text}”.</p>
        ) : (
          <ul className="team-list" aria-label="Search results">
            {results.data.search.map((task) => (
              <li key={task.id} className="team-item">
                <TaskLink task={task}>
                  <Marked text={task.title} words={words} />
                </TaskLink>
                <span className="muted team-meta">
                  {task.project.name} · {STATUS_LABELS[task.status]}
                </span>
                {task.descriptionText ? (
                  <p className="team-excerpt" dir="auto">
                    <Marked text={excerpt(task.descriptionText, words)} words={words} />
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : text && results.isPending && !results.error ? (
        <Skeleton lines={4} label="Searching" />
      ) : null}
    </div>
  );
}
