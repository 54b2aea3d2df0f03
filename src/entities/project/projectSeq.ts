// Which log event the cache reflects: results carry `seq`, the stream records each it applies and restarts after it.
import type { QueryClient } from '@tanstack/react-query';

const applied = new WeakMap<QueryClient, Map<string, number>>();

function appliedOf(queryClient: QueryClient): Map<string, number> {
  let byProject = applied.get(queryClient);
  if (!byProject) applied.set(queryClient, (byProject = new Map()));
  return byProject;
}

export function lastApplied(queryClient: QueryClient, projectKey: string): number | undefined {
  return appliedOf(queryClient).get(projectKey);
}

export function recordApplied(queryClient: QueryClient, projectKey: string, seq: number): void {
  const byProject = appliedOf(queryClient);
  if ((byProject.get(projectKey) ?? -1) < seq) byProject.set(projectKey, seq);
}

/** After RESYNC the log continues from the event's seq, whatever was applied before. */
export function resetApplied(queryClient: QueryClient, projectKey: string, seq: number): void {
  appliedOf(queryClient).set(projectKey, seq);
}

export function forgetApplied(queryClient: QueryClient, projectKey: string): void {
  appliedOf(queryClient).delete(projectKey);
}

interface ProjectQueryState {
  /** The seq each cached result holding the project says it reflects. */
  seqs: number[];
  /** A project result is being fetched (its seq is coming). */
  loading: boolean;
}

function projectQueries(queryClient: QueryClient, projectKey: string): ProjectQueryState {
  const state: ProjectQueryState = { seqs: [], loading: false };
  for (const query of queryClient.getQueryCache().getAll()) {
    const [name, variables] = query.queryKey as [string, Record<string, unknown> | undefined];
    const forProject =
      ((name === 'Board' || name === 'ProjectSettings') && variables?.['key'] === projectKey) ||
      (name === 'Task' && variables?.['projectKey'] === projectKey);
    if (!forProject) continue;
    const data = query.state.data as
      { project?: { seq?: number } | null; task?: { project?: { seq?: number } } | null } | undefined;
    const seq = data?.project?.seq ?? data?.task?.project?.seq;
    if (typeof seq === 'number') state.seqs.push(seq);
    else if (query.state.status === 'pending') state.loading = true;
  }
  return state;
}

/**
 * Where a project's stream starts: after the last event the cache reflects; `undefined` while results are still
 * loading (wait for their seq); `null` when nothing cached holds a seq (live from now).
 */
export function resumePoint(queryClient: QueryClient, projectKey: string): number | null | undefined {
  const { seqs, loading } = projectQueries(queryClient, projectKey);
  if (seqs.length === 0) {
    // Nothing cached reflects the log any more (or yet): what was applied before says nothing about new results.
    forgetApplied(queryClient, projectKey);
    return loading ? undefined : null;
  }
  // Every result cached while a stream ran reflects at least the last applied event; a result fetched with no
  // stream reflects its own seq, and the oldest of those is where the missed events start.
  return lastApplied(queryClient, projectKey) ?? Math.min(...seqs);
}
