// Project facts changed live (role, name, description), written field by field into every cached result that shows
// them: those results select more than the events carry, so an entity merge would have to refetch.
import type { QueryClient } from '@tanstack/react-query';
import type { LabelFieldsFragment, Role } from '../../../generated/graphql';
import { insertIntoList } from '../../lib/graphql';

type Json = Record<string, unknown>;

export interface ProjectPatch {
  viewerRole?: Role;
  name?: string;
  description?: string;
  archivedAt?: string | null;
}

function patchObject(project: unknown, patch: ProjectPatch): unknown {
  if (!project || typeof project !== 'object') return project;
  const current = project as Json;
  const next: Json = { ...current };
  let changed = false;
  for (const [field, value] of Object.entries(patch)) {
    if (field in current && current[field] !== value) {
      next[field] = value;
      changed = true;
    }
  }
  return changed ? next : project;
}

export function patchProject(queryClient: QueryClient, projectKey: string, patch: ProjectPatch): void {
  const onKey = (v: Json | undefined) => v?.['key'] === projectKey || v?.['projectKey'] === projectKey;
  for (const query of queryClient.getQueryCache().getAll()) {
    const [name, variables] = query.queryKey as [string, Json | undefined];
    const data = query.state.data as Json | undefined;
    if (!data) continue;
    let next: Json | undefined;
    if ((name === 'Board' || name === 'ProjectSettings') && onKey(variables) && data['project']) {
      const project = patchObject(data['project'], patch);
      if (project !== data['project']) next = { ...data, project };
    } else if (name === 'Task' && onKey(variables) && data['task']) {
      const task = data['task'] as Json;
      const project = patchObject(task['project'], patch);
      if (project !== task['project']) next = { ...data, task: { ...task, project } };
    } else if (name === 'Projects' && Array.isArray(data['projects'])) {
      const list = data['projects'] as Json[];
      const projects = list.map((p) => (p['key'] === projectKey ? (patchObject(p, patch) as Json) : p));
      if (projects.some((p, i) => p !== list[i])) next = { ...data, projects };
    }
    if (next) queryClient.setQueryData(query.queryKey, next);
  }
}

/** The cached results of one project's screens (not the lists of projects, nor the viewer). */
function holdsProject(projectKey: string) {
  return (query: { queryKey: readonly unknown[] }) => {
    const [name, variables] = query.queryKey as [string, Json | undefined];
    return (
      name !== 'Projects' &&
      name !== 'Viewer' &&
      (variables?.['key'] === projectKey || variables?.['projectKey'] === projectKey)
    );
  };
}

/** Drops every cached result of a project the viewer can no longer see. */
export function forgetProject(queryClient: QueryClient, projectKey: string): void {
  queryClient.removeQueries({ predicate: holdsProject(projectKey) });
}

/** Drops what is cached of a project and asks again for what is on screen (the service decides what it shows). */
export function resetProject(queryClient: QueryClient, projectKey: string): Promise<void> {
  return queryClient.resetQueries({ predicate: holdsProject(projectKey) });
}

/** Refetches what the cache holds of the project, once (active results now, the others when next shown). */
export function refetchProject(queryClient: QueryClient, projectKey: string): void {
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const [name, variables] = query.queryKey as [string, Json | undefined];
      if (name === 'BoardColumn') return false;
      return variables?.['key'] === projectKey || variables?.['projectKey'] === projectKey;
    },
  });
  // Later column pages start again from the refetched first page.
  queryClient.removeQueries({
    predicate: (query) =>
      query.queryKey[0] === 'BoardColumn' && (query.queryKey[1] as Json | undefined)?.['key'] === projectKey,
  });
}

/** A member's new role, in every cached members list of the project (board filters, task, settings). */
export function patchMemberRole(
  queryClient: QueryClient,
  projectKey: string,
  memberId: string,
  role: Role,
): void {
  const patchList = (members: unknown) =>
    Array.isArray(members)
      ? (members as Json[]).map((m) => (m['id'] === memberId && m['role'] !== role ? { ...m, role } : m))
      : members;
  for (const query of queryClient.getQueryCache().getAll()) {
    const [name, variables] = query.queryKey as [string, Json | undefined];
    const data = query.state.data as Json | undefined;
    if (!data || (variables?.['key'] !== projectKey && variables?.['projectKey'] !== projectKey)) continue;
    if ((name === 'Board' || name === 'ProjectSettings') && data['project']) {
      const project = data['project'] as Json;
      queryClient.setQueryData(query.queryKey, {
        ...data,
        project: { ...project, members: patchList(project['members']) },
      });
    } else if (name === 'Task' && data['task']) {
      const task = data['task'] as Json;
      const project = task['project'] as Json;
      queryClient.setQueryData(query.queryKey, {
        ...data,
        task: { ...task, project: { ...project, members: patchList(project['members']) } },
      });
    }
  }
}

/** The project's name as any cached result shows it (for messages once it is gone). */
export function cachedProjectName(queryClient: QueryClient, projectKey: string): string | undefined {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data as Json | undefined;
    const project = (data?.['project'] ?? (data?.['task'] as Json | undefined)?.['project']) as
      Json | undefined;
    if (project?.['key'] === projectKey && typeof project['name'] === 'string') return project['name'];
    if (Array.isArray(data?.['projects'])) {
      const found = (data['projects'] as Json[]).find((p) => p['key'] === projectKey);
      if (typeof found?.['name'] === 'string') return found['name'];
    }
  }
  return undefined;
}

/** A new label, last in the project's labels wherever they are cached (the service lists them as they were made). */
export function addProjectLabel(
  queryClient: QueryClient,
  projectKey: string,
  label: LabelFieldsFragment,
): void {
  const where = (v: Json) => v['key'] === projectKey || v['projectKey'] === projectKey;
  insertIntoList(queryClient, 'Board', ['project', 'labels'], label, { where });
  insertIntoList(queryClient, 'ProjectSettings', ['project', 'labels'], label, { where });
  insertIntoList(queryClient, 'Task', ['task', 'project', 'labels'], label, { where });
}
