import { describe, expect, test } from 'vitest';
import { boardVariables, filtersFromSearch, matchesBoardVariables, searchFromFilters } from './boardFilters';

describe('board filters in the URL', () => {
  test('read from the search params, ignoring an unknown priority', () => {
    expect(filtersFromSearch(new URLSearchParams('q=docs&assignee=u1&priority=HIGH'))).toEqual({
      text: 'docs',
      assignee: 'u1',
      priority: 'HIGH',
      labels: [],
    });
    expect(filtersFromSearch(new URLSearchParams('priority=SOMEDAY'))).toEqual({
      text: '',
      assignee: '',
      priority: '',
      labels: [],
    });
  });

  test('written back with only the filters in use, text trimmed', () => {
    expect(searchFromFilters({ text: '  docs ', assignee: '', priority: 'LOW', labels: [] }).toString()).toBe(
      'q=docs&priority=LOW',
    );
    expect(searchFromFilters({ text: '', assignee: '', priority: '', labels: [] }).toString()).toBe('');
  });

  test('become Board variables: none for an unfiltered board, unassigned for "none"', () => {
    expect(boardVariables('LAN', { text: ' ', assignee: '', priority: '', labels: [] })).toEqual({
      key: 'LAN',
    });
    expect(boardVariables('LAN', { text: 'x', assignee: 'none', priority: 'URGENT', labels: [] })).toEqual({
      key: 'LAN',
      text: 'x',
      unassigned: true,
      priority: 'URGENT',
    });
    expect(boardVariables('OPS', { text: '', assignee: 'u7', priority: '', labels: [] })).toEqual({
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

  test('labels: repeatable in the URL, each name once whatever its case, at most 10, none that cannot be a name', () => {
    const search = new URLSearchParams(
      `label=bug&label=+Design+&label=BUG&label=&label=${'x'.repeat(31)}&priority=LOW`,
    );
    const filters = filtersFromSearch(search);
    expect(filters.labels).toEqual(['bug', 'Design']);
    expect(searchFromFilters(filters).toString()).toBe('priority=LOW&label=bug&label=Design');
    expect(boardVariables('LAN', filters)).toEqual({
      key: 'LAN',
      priority: 'LOW',
      labels: ['bug', 'Design'],
    });
    const many = new URLSearchParams(Array.from({ length: 12 }, (_, i) => ['label', `l${i}`]));
    expect(filtersFromSearch(many).labels).toHaveLength(10);
  });

  test('a live task matches a label filter when it carries every label named, by its project labels', () => {
    const labels = [
      { id: 'l1', name: 'Bug' },
      { id: 'l2', name: 'UI' },
    ];
    const task = {
      key: 'LAN-3',
      title: 't',
      priority: 'LOW' as const,
      assignee: null,
      labelIds: ['l1', 'l2'],
    };
    expect(matchesBoardVariables(task, { labels: ['bug'] }, labels)).toBe(true);
    expect(matchesBoardVariables(task, { labels: ['BUG', 'ui'] }, labels)).toBe(true);
    expect(matchesBoardVariables({ ...task, labelIds: ['l1'] }, { labels: ['bug', 'ui'] }, labels)).toBe(
      false,
    );
    expect(matchesBoardVariables(task, { labels: ['customer'] }, labels)).toBe(false);
    // A label id the project no longer has names nothing.
    expect(matchesBoardVariables(task, { labels: ['bug'] }, [{ id: 'l2', name: 'UI' }])).toBe(false);
    expect(matchesBoardVariables(task, { labels: [] }, labels)).toBe(true);
  });
});
