// The board's filters live in the URL (a filtered board is a shareable link): ?q=text&assignee=<id|none>&priority=
// and ?label=<name>, repeatable (a task must carry every label named).
import type { BoardQueryVariables, Priority } from '../../../generated/graphql';
import { PROJECT_KEY } from '../../lib/validation/fields';
import { LIMITS, characterCount } from '../../lib/validation/text';
import { PRIORITIES } from './words';

export interface BoardFilters {
  text: string;
  /** A user id, `none` for unassigned, or empty for anyone. */
  assignee: string;
  priority: Priority | '';
  /** Label names, each once whatever its letter case. */
  labels: readonly string[];
}

export const NO_FILTERS: BoardFilters = { text: '', assignee: '', priority: '', labels: [] };

export function hasFilters(filters: BoardFilters): boolean {
  return (
    filters.text.trim() !== '' ||
    filters.assignee !== '' ||
    filters.priority !== '' ||
    filters.labels.length > 0
  );
}

/**
 * The label names of an address, trimmed, each once whatever its letter case, as many as a task can carry: a name no
 * label can have (empty, too long) is left out rather than sent for the service to refuse.
 */
export function labelNamesIn(names: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const name of names.map((n) => n.trim()))
    if (name && characterCount(name) <= LIMITS.labelNameMax && !kept.has(name.toLowerCase()))
      kept.set(name.toLowerCase(), name);
  return [...kept.values()].slice(0, LIMITS.labelsPerTask);
}

export function filtersFromSearch(params: URLSearchParams): BoardFilters {
  const priority = params.get('priority') ?? '';
  return {
    // A link's text past the service's limit is cut, as the input would have cut it, rather than refused.
    text: (params.get('q') ?? '').slice(0, LIMITS.searchTextMax),
    assignee: params.get('assignee') ?? '',
    priority: (PRIORITIES as readonly string[]).includes(priority) ? (priority as Priority) : '',
    labels: labelNamesIn(params.getAll('label')),
  };
}

export function searchFromFilters(filters: BoardFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.text.trim()) params.set('q', filters.text.trim());
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.priority) params.set('priority', filters.priority);
  for (const label of filters.labels) params.append('label', label);
  return params;
}

/** Only the filters in use become variables, so an unfiltered board has one cache entry whatever the URL says. */
export function boardVariables(key: string, filters: BoardFilters): BoardQueryVariables {
  const variables: BoardQueryVariables = { key };
  const text = filters.text.trim();
  if (text) variables.text = text;
  if (filters.assignee === 'none') variables.unassigned = true;
  else if (filters.assignee) variables.assigneeId = filters.assignee;
  if (filters.priority) variables.priority = filters.priority;
  if (filters.labels.length > 0) variables.labels = [...filters.labels];
  return variables;
}

/**
 * The variables of the board that `/p/:key?filters` shows, or null when the key cannot be a project's: the board
 * route's first query (src/app/screenQueries.ts).
 */
export function boardVariablesAt(key: string, search: URLSearchParams): BoardQueryVariables | null {
  const upper = key.toUpperCase();
  return PROJECT_KEY.test(upper) ? boardVariables(upper, filtersFromSearch(search)) : null;
}

export interface FilterableTask {
  key: string;
  title: string;
  description?: string;
  priority: Priority;
  assignee: { id: string } | null;
  labelIds?: readonly string[];
}

export interface NamedLabel {
  id: string;
  name: string;
}

/**
 * Whether a task created or changed live belongs on a board with these variables (the server's filter, repeated);
 * `labels` are the board's project's, which name the task's label ids.
 */
export function matchesBoardVariables(
  task: FilterableTask,
  variables: Record<string, unknown>,
  labels: readonly NamedLabel[] = [],
): boolean {
  const text = typeof variables['text'] === 'string' ? variables['text'].toLowerCase() : '';
  if (text) {
    const haystack = `${task.key}\n${task.title}\n${task.description ?? ''}`.toLowerCase();
    if (!haystack.includes(text)) return false;
  }
  if (variables['unassigned'] === true && task.assignee !== null) return false;
  if (typeof variables['assigneeId'] === 'string' && task.assignee?.id !== variables['assigneeId'])
    return false;
  if (typeof variables['priority'] === 'string' && task.priority !== variables['priority']) return false;
  const wanted = variables['labels'];
  if (Array.isArray(wanted) && wanted.length > 0) {
    const carried = new Set(
      labels.filter((label) => task.labelIds?.includes(label.id)).map((label) => label.name.toLowerCase()),
    );
    if (!wanted.every((name) => carried.has(String(name).toLowerCase()))) return false;
  }
  return true;
}
