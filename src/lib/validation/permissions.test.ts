import { describe, expect, it } from 'vitest';
import { PERMISSIONS, can, canChangeComment, type Action, type Role } from './permissions';

// docs/product.md §6 as a grid: VIEWER, MEMBER, ADMIN.
const TABLE: Record<Action, [boolean, boolean, boolean]> = {
  viewBoard: [true, true, true],
  editTasks: [false, true, true],
  comment: [false, true, true],
  deleteAnyComment: [false, false, true],
  deleteTask: [false, false, true],
  manageProject: [false, false, true],
  manageMembers: [false, false, true],
};

describe('can', () => {
  it('follows the role table for every action and role', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual(Object.keys(TABLE).sort());
    for (const [action, row] of Object.entries(TABLE) as [Action, [boolean, boolean, boolean]][]) {
      const roles: Role[] = ['VIEWER', 'MEMBER', 'ADMIN'];
      roles.forEach((role, i) => expect(can(role, action), `${role} ${action}`).toBe(row[i]));
    }
  });

  it('lets a non-member do nothing', () => {
    for (const action of Object.keys(TABLE) as Action[]) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });
});

describe('canChangeComment', () => {
  it('lets authors who may comment edit and delete their own', () => {
    expect(canChangeComment('MEMBER', 'u1', 'u1', 'edit')).toBe(true);
    expect(canChangeComment('MEMBER', 'u1', 'u1', 'delete')).toBe(true);
  });

  it('never lets anyone edit another person’s comment, admins included', () => {
    expect(canChangeComment('MEMBER', 'u1', 'u2', 'edit')).toBe(false);
    expect(canChangeComment('ADMIN', 'u1', 'u2', 'edit')).toBe(false);
  });

  it('lets admins delete any comment, members only their own', () => {
    expect(canChangeComment('ADMIN', 'u1', 'u2', 'delete')).toBe(true);
    expect(canChangeComment('MEMBER', 'u1', 'u2', 'delete')).toBe(false);
  });

  it('takes the rights away from an author who became a viewer', () => {
    expect(canChangeComment('VIEWER', 'u1', 'u1', 'edit')).toBe(false);
    expect(canChangeComment('VIEWER', 'u1', 'u1', 'delete')).toBe(false);
  });
});
