import { describe, expect, it } from 'vitest';
import {
  TASK_STATUSES,
  allowedTransitions,
  canStartIn,
  canTransition,
  isTaskStatus,
  transitionRefusal,
  type TaskStatus,
} from './workflow';

// docs/product.md §4, written out pair by pair so the table above is checked against an independent copy.
const ALLOWED: [TaskStatus, TaskStatus][] = [
  ['BACKLOG', 'TODO'],
  ['BACKLOG', 'CANCELED'],
  ['TODO', 'BACKLOG'],
  ['TODO', 'IN_PROGRESS'],
  ['TODO', 'CANCELED'],
  ['IN_PROGRESS', 'TODO'],
  ['IN_PROGRESS', 'IN_REVIEW'],
  ['IN_PROGRESS', 'CANCELED'],
  ['IN_REVIEW', 'IN_PROGRESS'],
  ['IN_REVIEW', 'DONE'],
  ['IN_REVIEW', 'CANCELED'],
  ['DONE', 'TODO'],
  ['CANCELED', 'BACKLOG'],
];

describe('workflow', () => {
  it('allows exactly the 13 moves of the table and refuses the other 23 pairs', () => {
    const allowed = new Set(ALLOWED.map(([a, b]) => `${a}>${b}`));
    let refused = 0;
    for (const from of TASK_STATUSES) {
      for (const to of TASK_STATUSES) {
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(allowed.has(`${from}>${to}`));
        if (!allowed.has(`${from}>${to}`)) refused += 1;
      }
    }
    expect(refused).toBe(23);
  });

  it('lists the allowed moves in board order', () => {
    expect(allowedTransitions('BACKLOG')).toEqual(['TODO', 'CANCELED']);
    expect(allowedTransitions('TODO')).toEqual(['BACKLOG', 'IN_PROGRESS', 'CANCELED']);
    expect(allowedTransitions('IN_PROGRESS')).toEqual(['TODO', 'IN_REVIEW', 'CANCELED']);
    expect(allowedTransitions('IN_REVIEW')).toEqual(['IN_PROGRESS', 'DONE', 'CANCELED']);
    expect(allowedTransitions('DONE')).toEqual(['TODO']);
    expect(allowedTransitions('CANCELED')).toEqual(['BACKLOG']);
  });

  it('starts new tasks only in Backlog or To do', () => {
    expect(TASK_STATUSES.filter(canStartIn)).toEqual(['BACKLOG', 'TODO']);
  });

  it('names the allowed moves when refusing one', () => {
    expect(transitionRefusal('LAN-3', 'DONE', 'IN_REVIEW')).toBe(
      'Cannot move LAN-3 from Done to In review. Allowed: To do',
    );
    expect(transitionRefusal('OPS-12', 'BACKLOG', 'DONE')).toBe(
      'Cannot move OPS-12 from Backlog to Done. Allowed: To do, Canceled',
    );
  });

  it('recognises statuses', () => {
    expect(isTaskStatus('IN_REVIEW')).toBe(true);
    expect(isTaskStatus('toString')).toBe(false);
    expect(isTaskStatus(3)).toBe(false);
  });
});
