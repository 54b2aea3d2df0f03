// The command menu (docs/product.md §14): a <dialog> holding one combobox and its listbox (the ARIA combobox
// pattern: the focus stays in the field, the chosen option is its aria-activedescendant). Own code rather than a
// library's: the pattern is one field and one list, and the menu's chunk is loaded only when first opened.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import type { TaskStatus } from '../../../generated/graphql';
import {
  useCommandProjectsQuery,
  useCommandSearchQuery,
  useCommandTaskQuery,
} from '../../../generated/hooks';
import { Modal } from '../../components/Modal';
import { useAfterPause } from '../../components/useAfterPause';
import { useViewer } from '../../entities/viewer/useSession';
import { can, LIMITS } from '../../lib/validation';
import { screenCommands, wantNewTask } from '../../shared/commands/screenCommands';
import { actionsFor, matches, taskKeyIn, type CommandItem, type Section } from './commandItems';

export interface CommandMenuProps {
  /** The element that had the focus when the menu was opened: a focused card's actions apply to its task. */
  focused: Element | null;
  /** Closes the menu; `then` runs once it is closed and the focus is back where it was. */
  onDone: (then?: () => void) => void;
}

/** Words are asked of the service after this pause in typing. */
const PAUSE_MS = 200;
const SECTIONS: readonly Section[] = ['Actions', 'Projects', 'Tasks'];

/** The project whose page is on show, from the address (`/p/LAN`, `/p/LAN/t/3`, `/p/LAN/settings`). */
function projectInAddress(pathname: string): string | null {
  return /^\/p\/([^/]+)/.exec(pathname)?.[1] ?? null;
}

export function CommandMenu({ focused, onDone }: CommandMenuProps) {
  const viewerId = useViewer().data?.viewer?.id;
  // What the screen lends is read once, as the menu opens: the card focused then is the one acted on.
  const [screen] = useState(() => screenCommands(focused));
  // "New task" away from a board asks for the project first.
  const [pickingProject, setPickingProject] = useState(false);
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const text = typed.trim();
  const settled = useAfterPause(text, PAUSE_MS);
  const key = taskKeyIn(text);

  const { shown, tasks, searching } = useCommandItems({
    text,
    settled,
    key,
    pickingProject,
    screen,
    viewerId,
  });
  const chosen = Math.min(active, shown.length - 1);

  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  useEffect(() => {
    document.getElementById(`${listId}-${chosen}`)?.scrollIntoView({ block: 'nearest' });
  }, [listId, chosen]);

  const run = useRunCommand(screen, tasks, onDone, () => {
    setPickingProject(true);
    setTyped('');
    setActive(0);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const step: Partial<Record<string, number>> = {
      ArrowDown: chosen >= last ? 0 : chosen + 1,
      ArrowUp: chosen <= 0 ? last : chosen - 1,
      PageDown: Math.min(last, chosen + 5),
      PageUp: Math.max(0, chosen - 5),
    };
    const next = step[event.key];
    if (next !== undefined) {
      event.preventDefault();
      if (last >= 0) setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = shown[chosen];
      if (item) run(item);
    }
  };

  const count = shown.length;
  return (
    <Modal
      isOpen
      onClose={() => onDone()}
      title={<span className="sr-only">Command menu</span>}
      size="small"
      className="command-menu"
    >
      <input
        className="command-input"
        role="combobox"
        aria-label={pickingProject ? 'New task in which project?' : 'Type a command, a project or a task'}
        placeholder={pickingProject ? 'New task in which project?' : 'Type a command, a project or a task'}
        aria-expanded={count > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={count > 0 ? optionId(chosen) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={LIMITS.searchTextMax}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <CommandList
        listId={listId}
        shown={shown}
        chosen={chosen}
        optionId={optionId}
        onRun={run}
        onPoint={setActive}
      />
      <p role="status" className="command-status">
        {searching ? (
          'Searching…'
        ) : count === 0 ? (
          'Nothing matches'
        ) : (
          <span className="sr-only">{count} results</span>
        )}
      </p>
    </Modal>
  );
}

interface CommandListProps {
  listId: string;
  shown: readonly CommandItem[];
  chosen: number;
  optionId: (index: number) => string;
  onRun: (item: CommandItem) => void;
  onPoint: (index: number) => void;
}

/** The listbox, in groups by section; the field keeps the focus, the options are chosen by aria-activedescendant. */
function CommandList({ listId, shown, chosen, optionId, onRun, onPoint }: CommandListProps) {
  return (
    <div id={listId} role="listbox" aria-label="Commands" className="command-list">
      {SECTIONS.map((section) => {
        const inSection = shown
          .map((item, index) => ({ item, index }))
          .filter(({ item }) => item.section === section);
        if (inSection.length === 0) return null;
        return (
          <div key={section} role="group" aria-label={section}>
            <div className="command-section" aria-hidden="true">
              {section}
            </div>
            {inSection.map(({ item, index }) => (
              <div
                key={item.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === chosen}
                className="command-option"
                // A press chooses as Enter does; the focus stays in the field.
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => onRun(item)}
                onPointerMove={() => onPoint(index)}
              >
                <span dir="auto">{item.text}</span>
                {item.detail ? <span className="command-detail">{item.detail}</span> : null}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

interface ItemsInput {
  text: string;
  /** The text once typing paused: what the service is asked. */
  settled: string;
  key: ReturnType<typeof taskKeyIn>;
  pickingProject: boolean;
  screen: ReturnType<typeof screenCommands>;
  viewerId: string | undefined;
}

/** The options for what is typed: the screen's actions and the projects that match, then the tasks found. */
function useCommandItems({ text, settled, key, pickingProject, screen, viewerId }: ItemsInput) {
  const { target } = screen;
  const projects = useCommandProjectsQuery(undefined, { fetchPolicy: 'cache-and-network' }).data?.projects;
  // Each text is its own query: an answer that comes late for an older text is kept under that text, never shown
  // for this one. The list keeps the answer on show until the next one is in, so it does not flicker while typing.
  const search = useCommandSearchQuery(
    { text: settled },
    { enabled: !key && settled.length > 0 && !pickingProject, placeholderData: (previous) => previous },
  );
  const byKey = useCommandTaskQuery(key ?? { projectKey: '', number: 0 }, { enabled: key !== null });

  const items: CommandItem[] = [];
  if (pickingProject) {
    for (const project of projects ?? [])
      if (can(project.viewerRole, 'editTasks') && !project.archivedAt)
        items.push({
          id: `new-in:${project.key}`,
          text: `New task in ${project.name}`,
          detail: project.key,
          section: 'Projects',
        });
  } else {
    items.push(
      ...actionsFor({
        viewerId,
        task: target?.task ?? null,
        labels: target?.labels ?? [],
        canAssign: Boolean(target?.assignToMe),
      }),
    );
    for (const project of projects ?? [])
      items.push({
        id: `project:${project.key}`,
        text: project.name,
        detail: project.key,
        section: 'Projects',
      });
  }
  const shown = text ? items.filter((item) => matches(item, text)) : items;
  const tasks = key ? (byKey.data?.task ? [byKey.data.task] : []) : text ? (search.data?.search ?? []) : [];
  for (const task of tasks)
    shown.push({ id: `task:${task.key}`, text: task.title, detail: task.key, section: 'Tasks' });
  const searching = !key && text !== '' && (text !== settled || search.isFetching);
  return { shown, tasks, searching };
}

type Found = { key: string; number: number };

/** Runs a chosen option: most close the menu and then act, so a dialog they open returns the focus where it was. */
function useRunCommand(
  screen: ReturnType<typeof screenCommands>,
  tasks: readonly Found[],
  onDone: CommandMenuProps['onDone'],
  startPicking: () => void,
) {
  const [pathname, navigate] = useLocation();
  const { target } = screen;
  return (item: CommandItem) => {
    const [kind, rest = ''] = [
      item.id.slice(0, item.id.indexOf(':')),
      item.id.slice(item.id.indexOf(':') + 1),
    ];
    const here = projectInAddress(pathname);
    if (item.id === 'new-task') {
      if (screen.newTask) onDone(screen.newTask);
      else if (here) {
        wantNewTask(here);
        onDone(() => navigate(`/p/${here}`));
      } else startPicking();
      return;
    }
    if (item.id === 'assign-me') return onDone(target?.assignToMe);
    const then = {
      go: () => navigate(rest),
      project: () => navigate(`/p/${rest}`),
      task: () => {
        const found = tasks.find((task) => task.key === rest);
        if (found) navigate(`/p/${rest.slice(0, rest.lastIndexOf('-'))}/t/${found.number}`);
      },
      'new-in': () => {
        wantNewTask(rest);
        navigate(`/p/${rest}`);
      },
      move: () => target?.move(rest as TaskStatus),
      label: () => target?.addLabel(rest),
    }[kind];
    onDone(then);
  };
}
