// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, expect, test } from 'vitest';
import { TaskCard } from './TaskCard';
import type { CardTask } from '../../entities/task/columns';
import type { CardActions } from './CardMenu';

afterEach(cleanup);

const task: CardTask = {
  __typename: 'Task',
  id: 't12',
  number: 12,
  key: 'LAN-12',
  title: 'Write the docs',
  status: 'IN_REVIEW',
  priority: 'URGENT',
  dueDate: '2026-03-05',
  version: 4,
  rank: 'a0',
  allowedTransitions: ['IN_PROGRESS', 'DONE', 'CANCELED'],
  labelIds: [],
  assignee: { __typename: 'User', id: 'u1', name: 'Ada Lovelace' },
};

const actions = (canEdit: boolean): CardActions => ({
  canEdit,
  canDelete: false,
  me: { id: 'u1', name: 'Ada Lovelace' },
  assign: () => undefined,
  setPriority: () => undefined,
  remove: () => undefined,
  copyLink: async () => undefined,
});

function renderCard(canMove: boolean, overrides: Partial<CardTask> = {}) {
  return render(
    <Router hook={memoryLocation().hook}>
      <ul>
        <TaskCard
          task={{ ...task, ...overrides }}
          projectKey="LAN"
          canMove={canMove}
          onMove={() => undefined}
          actions={actions(canMove)}
        />
      </ul>
    </Router>,
  );
}

test('the card is a link named by key and title, to the task detail', () => {
  renderCard(false);
  const link = screen.getByRole('link');
  expect(link.textContent).toBe('LAN-12 Write the docs');
  expect(link.getAttribute('href')).toBe('/p/LAN/t/12');
});

test('a due date within six days says the day: Tomorrow', () => {
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  renderCard(false, {
    dueDate: `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`,
  });
  expect(document.querySelector('.card-meta time')?.textContent).toBe('Tomorrow');
});

test('priority, due date in the locale, and the assignee initials with the full name for screen readers', () => {
  renderCard(false);
  const meta = document.querySelector('.card-meta');
  expect(meta?.querySelector('.priority')?.textContent).toBe('Priority: Urgent');
  expect(meta?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-05');
  // Further than six days from today: the date itself, and the whole of it in the title.
  expect(meta?.querySelector('time')?.textContent).toBe(
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 5)),
  );
  expect(meta?.querySelector('time')?.getAttribute('title')).toBe(
    new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 5)),
  );
  expect(meta?.querySelector('.avatar')?.textContent).toBe('Assigned to Ada LovelaceAL');
});

test('markup in a title stays text', () => {
  renderCard(false, { title: '<img src=x onerror=alert(1)>' });
  expect(screen.getByRole('link').textContent).toBe('LAN-12 <img src=x onerror=alert(1)>');
  expect(document.querySelector('img')).toBeNull();
});

test('an actions menu for everyone (a viewer’s holds "Copy link"); a drag grip only for those who may move tasks', () => {
  renderCard(false);
  expect(screen.getByRole('button', { name: 'Actions for LAN-12' }).getAttribute('aria-haspopup')).toBe(
    'true',
  );
  expect(document.querySelector('.card-drag')).toBeNull();
  cleanup();
  renderCard(true);
  expect(screen.getByRole('button', { name: 'Actions for LAN-12' }).getAttribute('aria-haspopup')).toBe(
    'true',
  );
  expect(document.querySelector('.card-drag')).not.toBeNull();
});

test('a past due date on an open task says "Overdue" in words; done and future ones do not', () => {
  renderCard(false, { dueDate: '2000-01-01', status: 'IN_REVIEW' });
  expect(document.querySelector('.due .overdue-label')?.textContent).toBe('Overdue');
  cleanup();
  renderCard(false, { dueDate: '2000-01-01', status: 'DONE' });
  expect(document.querySelector('.overdue-label')).toBeNull();
  cleanup();
  renderCard(false, { dueDate: '2999-12-31', status: 'TODO' });
  expect(document.querySelector('.overdue-label')).toBeNull();
  expect(document.querySelector('.card-title')?.getAttribute('dir')).toBe('auto');
});
