// The board's filters live in the URL (a filtered board is a shareable link): ?q=text&assignee=<id|none>&priority=.
import type { BoardQueryVariables, Priority } from '../../../generated/graphql';
import { PROJECT_KEY } from '../../lib/validation/fields';
import { LIMITS } from '../../lib/validation/text';
import { PRIORITIES } from './words';

export interface BoardFilters {
  text: string;
  /** A user id, `none` for unassigned, or empty for anyone. */
  assignee: string;
  priority: Priority | '';
}

export const NO_FILTERS: BoardFilters = { text: '', assignee: '', priority: '' };

export function hasFilters(filters: BoardFilters): boolean {
  return filters.text.trim() !== '' || filters.assignee !== '' || filters.priority !== '';
}

export function filtersFromSearch(params: URLSearchParams): BoardFilters {
  const priority = params.get('priority') ?? '';
  return {
    // A link's text past the service's limit is cut, as the input would have cut it, rather than refused.
    text: (params.get('q') ?? '').slice(0, LIMITS.searchTextMax),
    assignee: params.get('assignee') ?? '',
    priority: (PRIORITIES as readonly string[]).includes(priority) ? (priority as Priority) : '',
  };
}

export function searchFromFilters(filters: BoardFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.text.trim()) params.set('q', filters.text.trim());
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.priority) params.set('priority', filters.priority);
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
}

/** Whether a task created live belongs on a board with these variables (the server's filter, repeated). */
export function matchesBoardVariables(task: FilterableTask, variables: Record<string, unknown>): boolean {
  const text = typeof variables['text'] === 'string' ? variables['text'].toLowerCase() : '';
  if (text) {
    const haystack = `${task.key}\n${task.title}\n${task.description ?? ''}`.toLowerCase();
    if (!haystack.includes(text)) return false;
  }
  if (variables['unassigned'] === true && task.assignee !== null) return false;
  if (typeof variables['assigneeId'] === 'string' && task.assignee?.id !== variables['assigneeId'])
    return false;
  if (typeof variables['priority'] === 'string' && task.priority !== variables['priority']) return false;
  return true;
}
