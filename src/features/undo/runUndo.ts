// Undo and redo as new changes (docs/product.md §13 "Undo"): only this person's fields are sent back, against the task
// read fresh; if someone else changed one of them since, the whole undo is refused, naming them.
import type { QueryClient } from '@tanstack/react-query';
import type { TaskStatus, UndoTaskStateQuery, UpdateTaskInput } from '../../../generated/graphql';
import {
  ArchiveProjectDocument,
  DeleteTaskDocument,
  RestoreProjectDocument,
  MoveTaskDocument,
  RestoreTaskDocument,
  SetTaskLabelsDocument,
  UndoTaskStateDocument,
  UpdateTaskDocument,
  boardKeys,
} from '../../../generated/hooks';
import {
  dataUnderPolicy,
  errorCode,
  GraphQLErrors,
  mergeEntities,
  operationOf,
  type DocumentInput,
  type GraphQLClient,
} from '../../lib/graphql';
import { newIntentKey, sendIntent } from '../../shared/intents/intent';
import { removeTaskFromBoards } from '../../entities/task/boardCache';
import { markProjectsStale } from '../../entities/task/markProjectsStale';
import { errorSentence } from '../../components/errorSentence';
import { placeOf } from '../../entities/task/placeOf';
import { labelIdsOf, labelValue } from '../../entities/task/taskLabels';
import { undoStack, type FieldValues, type UndoEntry, type UndoField } from '../../shared/undo/undoStack';

type TaskNow = NonNullable<UndoTaskStateQuery['task']>;

interface Deps {
  client: GraphQLClient;
  queryClient: QueryClient;
  viewerId: string;
  path: string;
}

const REVERSE: Record<UndoEntry['kind'], UndoEntry['kind']> = {
  edit: 'edit',
  move: 'move',
  delete: 'restore',
  restore: 'delete',
  archive: 'unarchive',
  unarchive: 'archive',
};

function valueOf(task: TaskNow, field: UndoField): string | null {
  if (field === 'assigneeId') return task.assignee?.id ?? null;
  if (field === 'labels') return labelValue(task.labelIds);
  return task[field] ?? null;
}

/**
 * What a change left in `field`, as far as it can still be so: a label deleted since is off every task, by whoever
 * deleted it, and is not a change of this task by someone else.
 */
function leftBy(entry: UndoEntry, task: TaskNow, field: UndoField): string | null {
  const value = entry.after[field] ?? null;
  if (field !== 'labels') return value;
  return labelValue(labelIdsOf(value).filter((id) => task.project.labels.some((label) => label.id === id)));
}

function send<TData, TVariables>(
  client: GraphQLClient,
  document: DocumentInput<TData, TVariables>,
  variables: TVariables,
) {
  return sendIntent<TData>(client, { variables, key: newIntentKey(), operation: operationOf(document) });
}

async function read(client: GraphQLClient, entry: UndoEntry): Promise<TaskNow | null> {
  const result = await client.execute(UndoTaskStateDocument, {
    variables: { projectKey: entry.projectKey, number: entry.number },
  });
  return dataUnderPolicy(result, 'none').task ?? null;
}

/** Who else changed one of these fields since, the latest first; null when nobody did. */
function changedBy(task: TaskNow, entry: UndoEntry, viewerId: string): string | null {
  const fields = Object.keys(entry.after) as UndoField[];
  const differs = fields.filter((field) => valueOf(task, field) !== leftBy(entry, task, field));
  if (differs.length === 0) return null;
  const latest = [...task.activity.edges]
    .map((edge) => edge.node)
    .sort((a, b) => b.seq - a.seq)
    .find(
      (node) =>
        node.actor.id !== viewerId && node.changedFields.some((f) => differs.includes(f as UndoField)),
    );
  return latest?.actor.name ?? 'someone';
}

async function apply(deps: Deps, entry: UndoEntry, task: TaskNow): Promise<void> {
  const { client, queryClient } = deps;
  if (entry.kind === 'edit' && 'labels' in entry.before) {
    const labelIds = labelIdsOf(entry.before.labels).filter((id) =>
      task.project.labels.some((label) => label.id === id),
    );
    const variables = { id: entry.taskId, labelIds, expectedVersion: task.version };
    mergeEntities(queryClient, await send(client, SetTaskLabelsDocument, variables));
  } else if (entry.kind === 'edit') {
    const input: UpdateTaskInput = { id: entry.taskId, expectedVersion: task.version };
    const target: FieldValues = entry.before;
    if ('title' in target) input.title = target.title ?? '';
    if ('description' in target) input.description = target.description ?? '';
    if ('priority' in target) input.priority = target.priority as UpdateTaskInput['priority'];
    if ('dueDate' in target) input.dueDate = target.dueDate ?? null;
    if ('assigneeId' in target) input.assigneeId = target.assigneeId ?? null;
    mergeEntities(queryClient, await send(client, UpdateTaskDocument, { input }));
  } else {
    const status = (entry.before.status ?? task.status) as TaskStatus;
    const data = await send(client, MoveTaskDocument, {
      id: entry.taskId,
      status,
      expectedVersion: task.version,
      ...(entry.place?.afterId ? { afterId: entry.place.afterId } : {}),
      ...(entry.place?.beforeId ? { beforeId: entry.place.beforeId } : {}),
    });
    mergeEntities(queryClient, data);
  }
  markProjectsStale(queryClient);
}

/** Presses not yet run: each runs once the one before it has its answer. */
let pressed: Promise<void> = Promise.resolve();

/**
 * Sends the reverse of the entry on top of `from`; the notice says what happened. Ctrl+Z pressed twice undoes two
 * changes: a press while one runs waits for it (its reverse needs the version that one's answer brings) rather than
 * being dropped.
 */
export function runUndo(deps: Deps, from: 'undo' | 'redo'): Promise<void> {
  const run = pressed.then(() => runOne(deps, from));
  pressed = run.catch(() => undefined);
  return run;
}

async function runOne(deps: Deps, from: 'undo' | 'redo'): Promise<void> {
  await undoStack.settled();
  const entry = undoStack.get()[from].at(-1);
  if (!entry) return;
  undoStack.setBusy(true);
  const verb = from === 'undo' ? 'undo' : 'redo';
  const done = from === 'undo' ? `Undone: ${entry.key}` : `Redone: ${entry.key}`;
  const reverse: UndoEntry = {
    ...entry,
    kind: REVERSE[entry.kind],
    before: entry.after,
    after: entry.before,
  };
  const refuse = (text: string, drop?: boolean) =>
    undoStack.refused({ text, tone: 'refused', path: deps.path }, drop ? from : undefined);
  try {
    if (entry.kind === 'archive' || entry.kind === 'unarchive') {
      // The service refuses (CONFLICT) when someone else changed the project since: only it sees every such change.
      const variables = { key: entry.projectKey, unlessChangedAfter: entry.seq ?? null };
      let project: { seq: number };
      try {
        if (entry.kind === 'archive') {
          const data = await send(deps.client, RestoreProjectDocument, variables);
          mergeEntities(deps.queryClient, data);
          project = data.restoreProject;
        } else {
          const data = await send(deps.client, ArchiveProjectDocument, variables);
          mergeEntities(deps.queryClient, data);
          project = data.archiveProject;
        }
      } catch (error) {
        const changedBy =
          error instanceof GraphQLErrors ? error.errors[0]?.extensions?.['changedBy'] : undefined;
        if (errorCode(error) === 'CONFLICT' && typeof changedBy === 'string') {
          return refuse(`Can't ${verb}: ${changedBy} changed this since`, true);
        }
        throw error;
      }
      reverse.seq = project.seq;
      // Which list the project belongs in, and whether its pages offer changes, follow from the refetch.
      void deps.queryClient.invalidateQueries();
    } else if (entry.kind === 'delete') {
      const data = await send(deps.client, RestoreTaskDocument, { id: entry.taskId });
      mergeEntities(deps.queryClient, data);
      // The board shows it back as its TASK_CREATED event arrives; a board cached without the stream refetches.
      void boardKeys.invalidate(deps.queryClient);
      markProjectsStale(deps.queryClient);
    } else if (entry.kind === 'restore') {
      await send(deps.client, DeleteTaskDocument, { id: entry.taskId });
      removeTaskFromBoards(deps.queryClient, entry.taskId);
      markProjectsStale(deps.queryClient);
    } else {
      for (let attempt = 0; ; attempt++) {
        const task = await read(deps.client, entry);
        if (!task) return refuse(`Can't ${verb}: ${entry.key} was deleted`, true);
        const who = changedBy(task, entry, deps.viewerId);
        if (who) return refuse(`Can't ${verb}: ${who} changed this since`, true);
        // Its redo puts the card back where this move had put it: between the cards it sits between now.
        if (entry.kind === 'move')
          reverse.place = placeOf(
            deps.queryClient,
            entry.projectKey,
            entry.taskId,
            task.status as TaskStatus,
          );
        try {
          await apply(deps, entry, task);
          break;
        } catch (error) {
          // Someone changed the task between the read and the change: read again, once.
          if (errorCode(error) !== 'CONFLICT' || attempt > 0) throw error;
        }
      }
    }
    undoStack.moved(from, reverse, { text: done, tone: 'done', path: deps.path });
  } catch (error) {
    refuse(errorSentence(error, `${verb} ${entry.key}`));
  }
}
