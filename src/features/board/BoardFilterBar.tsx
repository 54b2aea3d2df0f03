// Filters for text, assignee, priority and labels, kept in the URL so a filtered board is a shareable link. On a phone they
// fold behind one "Filters" button, so the first card shows without scrolling.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { LIMITS } from '../../lib/validation/text';
import { useShortcuts } from '../../components/useShortcuts';
import { SelectField } from '../../components/SelectField';
import { PRIORITIES, PRIORITY_LABELS } from '../../entities/task/words';
import { NO_FILTERS, hasFilters, type BoardFilters } from '../../entities/task/boardFilters';
import type { BoardProject } from '../../entities/task/columns';

export interface BoardFilterBarProps {
  project: BoardProject;
  filters: BoardFilters;
  onChange: (filters: BoardFilters) => void;
  isRefreshing: boolean;
  /** The phone's column switcher, in one row with "Filters" (both show below 40em only). */
  switcher: ReactNode;
}

const TYPING_PAUSE_MS = 300;
/** The `/` shortcut focuses this input. */
const SEARCH_INPUT_ID = 'board-search';
/** The "no filter" choice (a select needs a value for it). */
const ANY = 'any';

const FORM_ID = 'board-filters';

export function BoardFilterBar({ project, filters, onChange, isRefreshing, switcher }: BoardFilterBarProps) {
  // Folded on a phone only (CSS); `/` unfolds it and focuses the search.
  const [open, setOpen] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  useShortcuts({
    '/': () => {
      flushSync(() => setOpen(true));
      search.current?.focus();
    },
  });
  const [text, setText] = useState(filters.text);
  // Typing waits for a pause before it becomes a query; the URL (and the request) follow the settled text.
  useEffect(() => {
    if (text === filters.text) return;
    const timer = setTimeout(() => onChange({ ...filters, text }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);
  // Back and forward change the URL's text: the box follows it.
  const [urlText, setUrlText] = useState(filters.text);
  if (urlText !== filters.text) {
    setUrlText(filters.text);
    setText(filters.text);
  }

  const people = [
    { value: ANY, label: 'Anyone' },
    { value: 'none', label: 'Nobody' },
    ...project.members.map((m) => ({ value: m.user.id, label: m.user.name })),
  ];
  const priorities = [
    { value: ANY, label: 'Any' },
    ...PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] })),
  ];
  const set = countFilters(filters);
  return (
    <>
      <div className="board-toolbar">
        <button
          type="button"
          className="button filters-toggle"
          aria-expanded={open}
          aria-controls={FORM_ID}
          onClick={() => setOpen(!open)}
        >
          {set > 0 ? `Filters (${set})` : 'Filters'}
        </button>
        {switcher}
      </div>
      <form
        id={FORM_ID}
        className="filters"
        role="search"
        aria-label="Filter tasks"
        data-open={open || undefined}
        onSubmit={(e) => e.preventDefault()}
      >
        {/* A plain search input: Enter searches at once, Escape empties a non-empty box (and only then is kept from the
          dialogs and menus above it). */}
        <div className="field">
          <label className="field-label" htmlFor={SEARCH_INPUT_ID}>
            Search
          </label>
          <input
            className="input"
            ref={search}
            id={SEARCH_INPUT_ID}
            type="search"
            dir="auto"
            maxLength={LIMITS.searchTextMax}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onChange({ ...filters, text });
              } else if (event.key === 'Escape' && text !== '') {
                event.preventDefault();
                event.stopPropagation();
                setText('');
              }
            }}
          />
        </div>
        <SelectField
          label="Assignee"
          options={people}
          value={filters.assignee || ANY}
          onChange={(assignee) => onChange({ ...filters, assignee: assignee === ANY ? '' : assignee })}
        />
        <SelectField
          label="Priority"
          options={priorities}
          value={filters.priority || ANY}
          onChange={(priority) =>
            onChange({ ...filters, priority: priority === ANY ? '' : (priority as BoardFilters['priority']) })
          }
        />
        <LabelFilter project={project} filters={filters} onChange={onChange} />
        {hasFilters(filters) ? (
          <button
            type="button"
            className="button clear-filters"
            onClick={() => {
              setText('');
              onChange(NO_FILTERS);
            }}
          >
            Clear filters
          </button>
        ) : null}
        {isRefreshing ? (
          <span className="muted" role="status">
            Updating…
          </span>
        ) : null}
      </form>
    </>
  );
}

function countFilters(filters: BoardFilters): number {
  return (
    [filters.text.trim(), filters.assignee, filters.priority].filter(Boolean).length + filters.labels.length
  );
}

/** "Label" adds one to the filter (a task must carry each); each chosen one is a chip that takes it off again. */
function LabelFilter({
  project,
  filters,
  onChange,
}: Pick<BoardFilterBarProps, 'project' | 'filters' | 'onChange'>) {
  const set = (labels: string[]) => onChange({ ...filters, labels });
  const chosen = new Set(filters.labels.map((name) => name.toLowerCase()));
  const more = project.labels.filter((label) => !chosen.has(label.name.toLowerCase()));
  if (more.length + chosen.size === 0) return null;
  return (
    <>
      {chosen.size < LIMITS.labelsPerTask ? (
        <SelectField
          label="Label"
          options={[
            { value: ANY, label: chosen.size ? 'Add a label' : 'Any' },
            ...more.map((label) => ({ value: label.name, label: label.name })),
          ]}
          value={ANY}
          onChange={(name) => name !== ANY && set([...filters.labels, name])}
        />
      ) : null}
      {filters.labels.map((name) => (
        <button
          key={name}
          type="button"
          className="label-chip label-filter"
          data-color={project.labels.find((label) => label.name.toLowerCase() === name.toLowerCase())?.color}
          aria-label={`Stop filtering by ${name}`}
          onClick={() => set(filters.labels.filter((n) => n !== name))}
        >
          {name} ×
        </button>
      ))}
    </>
  );
}
