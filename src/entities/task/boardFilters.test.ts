import { describe, expect, test } from 'vitest';
import { boardVariables, filtersFromSearch, matchesBoardVariables, searchFromFilters } from './boardFilters';

describe('board filters in the URL', () => {
  test('read from the search params, ignoring an unknown priority', () => {
    expect(filtersFromSearch(new URLSearchParams('q=docs&assignee=u1&priority=HIGH'))).toEqual({
      text: 'docs',
      assignee: 'u1',
      priority: 'HIGH',
    });
    expect(filtersFromSearch(new URLSearchParams('priority=SOMEDAY'))).toEqual({
      text: '',
      assignee: '',
      priority: '',
    });
  });

  test('written back with only the filters in use, text trimmed', () => {
    expect(searchFromFilters({ text: '  docs ', assignee: '', priority: 'LOW' }).toString()).toBe(
      'q=docs&priority=LOW',
    );
    expect(searchFromFilters({ text: '', assignee: '', priority: '' }).toString()).toBe('');
  });

  test('become Board variables: none for an unfiltered board, unassigned for "none"', () => {
    expect(boardVariables('LAN', { text: ' ', assignee: '', priority: '' })).toEqual({ key: 'LAN' });
    expect(boardVariables('LAN', { text: 'x', assignee: 'none', priority: 'URGENT' })).toEqual({
      key: 'LAN',
      text: 'x',
      unassigned: true,
      priority: 'URGENT',
    });
    expect(boardVariables('OPS', { text: '', assignee: 'u7', priority: '' })).toEqual({
      key: 'OPS',
      assigneeId: 'u7',
    });
  });

  test('a live task matches variables as the server filter would', () => {
    const task = {
      key: 'LAN-3',
      title: 'Write docs',
      description: 'About zebras',
      priority: 'HIGH' as const,
      assignee: { id: 'u1' },
    };
    expect(matchesBoardVariables(task, { key: 'LAN' })).toBe(true);
    expect(matchesBoardVariables(task, { text: 'ZEBRA' })).toBe(true);
    expect(matchesBoardVariables(task, { text: 'lan-3' })).toBe(true);
    expect(matchesBoardVariables(task, { text: 'giraffe' })).toBe(false);
    expect(matchesBoardVariables(task, { assigneeId: 'u1' })).toBe(true);
    expect(matchesBoardVariables(task, { assigneeId: 'u2' })).toBe(false);
    expect(matchesBoardVariables(task, { unassigned: true })).toBe(false);
    expect(matchesBoardVariables(task, { priority: 'LOW' })).toBe(false);
  });
});
