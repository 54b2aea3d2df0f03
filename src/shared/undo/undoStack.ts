// The tab's undoable changes (docs/product.md §13 "Undo"), in memory, per person and tab; runUndo.ts does it.
import { useSyncExternalStore } from 'react';
import { notices, type Notice } from '../notices/notices';

/**
 * A task field a change can set, by the name Activity's `changedFields` uses; `labels` holds the label ids, sorted and
 * joined by commas (src/entities/task/taskLabels.ts).
 */
export type UndoField =
  'title' | 'description' | 'priority' | 'dueDate' | 'assigneeId' | 'status' | 'rank' | 'labels';
export type FieldValues = Partial<Record<UndoField, string | null>>;

export interface UndoEntry {
  /** Each kind's undo is its pair: edit and move undo themselves, delete/restore and archive/unarchive each other. */
  kind: 'edit' | 'move' | 'delete' | 'restore' | 'archive' | 'unarchive';
  /** Empty for a project's archive. */
  taskId: string;
  projectKey: string;
  number: number;
  /** "LAN-3", for the notices. */
  key: string;
  /** Only the fields the change set: what they were before it and what it made them. */
  before: FieldValues;
  after: FieldValues;
  /** For a move: the cards it sat between before it, so that undoing puts it back there. */
  place?: { afterId?: string; beforeId?: string };
  /** For an archive or unarchive: the project's seq it left, after which nobody else may have changed the project. */
  seq?: number;
}

/**
 * What the notice says about the last change or undo (src/shared/notices): a change just made offers "Undo"; what an
 * undo or redo did is only said; a refusal is an alert.
 */
export type UndoNotice = Notice;

interface State {
  undo: readonly UndoEntry[];
  redo: readonly UndoEntry[];
  busy: boolean;
}

// Enough for a working session; older changes fall off the bottom.
const LIMIT = 50;
let state: State = { undo: [], redo: [], busy: false };
const listeners = new Set<() => void>();
// This person's undoable changes still on their way, and the undos waiting for them to land.
let changing = 0;
const whenSettled: (() => void)[] = [];

function set(next: Partial<State>, notice?: UndoNotice | null) {
  state = { ...state, ...next };
  if (notice) notices.show(notice);
  else if (notice === null) notices.dismiss();
  for (const listener of listeners) listener();
}

export const undoStack = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A new change of one's own: it can be undone, and what was undone before can no longer be redone. */
  record(entry: UndoEntry, notice?: UndoNotice) {
    set({ undo: [...state.undo, entry].slice(-LIMIT), redo: [] }, notice ?? null);
  },
  /** After an undo (to: 'redo') or a redo (to: 'undo'): the entry that reverses what was just sent. */
  moved(from: 'undo' | 'redo', entry: UndoEntry, notice: UndoNotice) {
    const to = from === 'undo' ? 'redo' : 'undo';
    set({ [from]: state[from].slice(0, -1), [to]: [...state[to], entry], busy: false }, notice);
  },
  refused(notice: UndoNotice, drop?: 'undo' | 'redo') {
    set({ ...(drop ? { [drop]: state[drop].slice(0, -1) } : {}), busy: false }, notice);
  },
  setBusy(busy: boolean) {
    set({ busy });
  },
  dismiss() {
    set({}, null);
  },
  /**
   * One of this person's undoable changes is on its way; call what it returns once it has its answer. Ctrl+Z pressed
   * meanwhile means that change, so an undo waits for it (before, it undid the change before and was refused).
   */
  changeStarted(): () => void {
    changing += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      changing -= 1;
      if (changing === 0) for (const resolve of whenSettled.splice(0)) resolve();
    };
  },
  /** Resolves once none of this person's undoable changes is on its way. */
  settled(): Promise<void> {
    return changing === 0 ? Promise.resolve() : new Promise((resolve) => whenSettled.push(resolve));
  },
  clear() {
    set({ undo: [], redo: [], busy: false }, null);
  },
};

export function useUndoState(): State {
  return useSyncExternalStore(undoStack.subscribe, undoStack.get, undoStack.get);
}
