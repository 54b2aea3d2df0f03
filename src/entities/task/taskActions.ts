// What a person does to a task from wherever it shows (the card's menu, the command menu): move, assign to themselves,
// set its priority, delete, copy its link. One implementation each, with the same rules, notices and undo everywhere.
import { useEffect, useMemo, useRef } from 'react';
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import type { Priority, TaskStatus } from '../../../generated/graphql';
import {
  DeleteTaskDocument,
  MoveTaskDocument,
  UpdateTaskDocument,
  boardKeys,
  taskKeys,
} from '../../../generated/hooks';
import { errorCode } from '../../lib/graphql';
import { WORKFLOW } from '../../lib/validation';
import { errorSentence } from '../../components/errorSentence';
import { notices } from '../../shared/notices/notices';
import { useIntentMutation, type Intent } from '../../shared/intents/useIntentMutation';
import type { FieldValues, UndoEntry } from '../../shared/undo/undoStack';
import type { CardTask } from './columns';
import { PRIORITY_LABELS } from './words';
import { markProjectsStale } from './markProjectsStale';
import { moveErrorMessage } from './moveErrorMessage';
import { optimisticRank, type Placement } from './optimisticRank';
import { moveUndo, placeOf } from './placeOf';
import { removeTaskFromBoards } from './boardCache';

export type { Placement };

export interface Person {
  id: string;
  name: string;
}

const projectKeyOf = (task: Pick<CardTask, 'key'>) => task.key.slice(0, task.key.lastIndexOf('-'));

const here = () => window.location.pathname;

/** The task's page, as a link to share. */
export function taskUrl(task: Pick<CardTask, 'key' | 'number'>): string {
  return new URL(`/p/${projectKeyOf(task)}/t/${task.number}`, window.location.origin).href;
}

function target(task: CardTask): Pick<UndoEntry, 'taskId' | 'projectKey' | 'number' | 'key'> {
  return { taskId: task.id, projectKey: projectKeyOf(task), number: task.number, key: task.key };
}

/** A refusal said over the page for a few seconds, to everyone looking (docs/product.md §14a). */
function refuse(text: string) {
  notices.show({ text, tone: 'refused', path: here() });
}

function useMove() {
  const queryClient = useQueryClient();
  // The card as it was when the move started, for the optimistic result, the undo and the message.
  const pending = useRef(
    new Map<string, { task: CardTask; rank: string; place: ReturnType<typeof placeOf> }>(),
  ).current;
  const mutation = useIntentMutation(MoveTaskDocument, {
    concurrent: true,
    undoable: (data, variables) => {
      const entry = pending.get(String(variables.id));
      return entry ? moveUndo(entry.task, entry.place, data.moveTask) : null;
    },
    optimisticResponse: (variables) => {
      const entry = pending.get(String(variables.id));
      if (!entry) throw new Error('moveTask: unknown task');
      const { task, rank } = entry;
      return {
        moveTask: {
          ...task,
          status: variables.status,
          ...('rank' in task ? { rank } : {}),
          version: variables.expectedVersion + 1,
          allowedTransitions: [...WORKFLOW[variables.status]],
          updatedAt: new Date().toISOString(),
        },
      };
    },
    onError: (error, variables) => {
      refuse(moveErrorMessage(pending.get(String(variables.id))?.task.key ?? 'the task', error));
      if (errorCode(error) === 'CONFLICT') {
        void boardKeys.invalidate(queryClient);
        void taskKeys.invalidate(queryClient);
      }
    },
    onSuccess: () => markProjectsStale(queryClient),
  });
  /** One moveTask request; with a placement (a drop), a same-status move is a reorder. */
  return (task: CardTask, status: TaskStatus, placement?: Placement) => {
    if (status === task.status && !placement) return;
    if (placement && (placement.after?.id === task.id || placement.before?.id === task.id)) return;
    pending.set(task.id, {
      task,
      rank: optimisticRank(placement),
      place: placeOf(queryClient, projectKeyOf(task), task.id, task.status),
    });
    mutation.mutate({
      id: task.id,
      status,
      expectedVersion: task.version,
      ...(placement?.before ? { beforeId: placement.before.id } : {}),
      ...(placement?.after ? { afterId: placement.after.id } : {}),
    });
  };
}

interface Edit {
  task: CardTask;
  /** The fields sent, as they were and as they will be. */
  before: FieldValues;
  after: FieldValues;
  /** The new assignee as the card shows them (their name), when `after` sets one. */
  assignee?: Person;
  saved: string;
}

/** One field of a card changed in place (assignee, priority): optimistic, undoable, refused aloud. */
function useEdit() {
  const queryClient = useQueryClient();
  const edits = useRef(new Map<string, Edit>()).current;
  const mutation = useIntentMutation(UpdateTaskDocument, {
    concurrent: true,
    optimisticResponse: ({ input }) => {
      const edit = edits.get(String(input.id))!;
      return { updateTask: { ...edit.task, ...optimisticFields(edit), version: input.expectedVersion + 1 } };
    },
    undoable: (_data, { input }) => {
      const edit = edits.get(String(input.id));
      if (!edit) return null;
      return {
        entry: { kind: 'edit', ...target(edit.task), before: edit.before, after: edit.after },
        notice: { text: edit.saved, tone: 'saved', path: here() },
      };
    },
    onError: (error, { input }) => {
      const key = edits.get(String(input.id))?.task.key ?? 'the task';
      refuse(errorSentence(error, `change ${key}`));
      if (errorCode(error) === 'CONFLICT') void boardKeys.invalidate(queryClient);
    },
  });
  return (edit: Edit) => {
    edits.set(edit.task.id, edit);
    const input: Record<string, unknown> = { id: edit.task.id, expectedVersion: edit.task.version };
    for (const [field, value] of Object.entries(edit.after)) input[field] = value;
    mutation.mutate({ input: input as { id: string; expectedVersion: number } });
  };
}

/** What an edit shows at once: the card's own fields as the change will leave them. */
function optimisticFields({ after, assignee }: Edit): Partial<CardTask> {
  const out: Partial<CardTask> = {};
  if ('priority' in after) out.priority = after.priority as Priority;
  if ('assigneeId' in after) out.assignee = assignee ? { __typename: 'User', ...assignee } : null;
  return out;
}

function useRemove() {
  const queryClient = useQueryClient();
  const removing = useRef(new Map<string, CardTask>()).current;
  const mutation = useIntentMutation(DeleteTaskDocument, {
    concurrent: true,
    undoable: (_data, { id }) => {
      const task = removing.get(String(id));
      if (!task) return null;
      return {
        entry: { kind: 'delete', ...target(task), before: {}, after: {} },
        notice: { text: `Saved: ${task.key} deleted`, tone: 'saved', path: here() },
      };
    },
    onSuccess: (_data, { id }) => {
      removeTaskFromBoards(queryClient, String(id));
      markProjectsStale(queryClient);
    },
    onError: (error, { id }) =>
      refuse(errorSentence(error, `delete ${removing.get(String(id))?.key ?? 'the task'}`)),
  });
  return (task: CardTask) => {
    removing.set(task.id, task);
    mutation.mutate({ id: task.id });
  };
}

async function copyLink(task: CardTask) {
  const url = taskUrl(task);
  try {
    await navigator.clipboard.writeText(url);
    notices.show({ text: `Link to ${task.key} copied`, tone: 'done', path: here() });
  } catch {
    // No clipboard (an insecure page, a refusal): the link is said, to copy by hand.
    refuse(`Could not copy the link; it is ${url}`);
  }
}

/** The actions, the same functions for the screen's life (cards are memoised on them). */
export function useTaskActions() {
  const current = { move: useMove(), edit: useEdit(), remove: useRemove() };
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  return useMemo(
    () => ({
      move: (task: CardTask, status: TaskStatus, placement?: Placement) =>
        latest.current.move(task, status, placement),
      /** Makes `person` the assignee, or nobody (null). */
      assign: (task: CardTask, person: Person | null) => {
        const change = assignment(task, person);
        if (change) latest.current.edit(change);
      },
      setPriority: (task: CardTask, priority: Priority) => {
        if (task.priority === priority) return;
        latest.current.edit({
          task,
          before: { priority: task.priority },
          after: { priority },
          saved: `Saved: ${task.key} priority ${PRIORITY_LABELS[priority]}`,
        });
      },
      remove: (task: CardTask) => latest.current.remove(task),
      copyLink,
    }),
    [],
  );
}

function assignment(task: CardTask, person: Person | null): Edit | null {
  if ((task.assignee?.id ?? null) === (person?.id ?? null)) return null;
  return {
    task,
    before: { assigneeId: task.assignee?.id ?? null },
    after: { assigneeId: person?.id ?? null },
    ...(person ? { assignee: { id: person.id, name: person.name } } : {}),
    saved: person ? `Saved: ${task.key} assigned to ${person.name}` : `Saved: ${task.key} unassigned`,
  };
}

/** Moves still waiting for the network, from TanStack's mutation cache (they outlive the screen that made them). */
export function useWaitingMoves(): ReadonlySet<string> {
  const waiting = useMutationState({
    filters: { mutationKey: ['MoveTask'], predicate: (m) => m.state.isPaused },
    select: (m) => String((m.state.variables as Intent<{ id: string }> | undefined)?.variables.id),
  });
  return useMemo(() => new Set(waiting), [waiting]);
}
