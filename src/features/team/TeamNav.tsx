// The header's team parts: the unread count (in the inbox link's accessible name, and in "Menu"'s below 64em), the
// links to the inbox and My tasks, and the search across projects (below 40em behind a "Search" button).
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useInboxCountQuery } from '../../../generated/hooks';
import { LIMITS } from '../../lib/validation/text';
import { useAddress } from '../../lib/location';

/** The service's exact count of unread inbox items (0 until it answers). */
export function useUnreadCount(): number {
  return useInboxCountQuery().data?.inbox.unreadCount ?? 0;
}

/** "Inbox, 3 unread": the count is part of the link's name and shows as a badge. */
export function unreadName(what: string, count: number): string {
  return count > 0 ? `${what}, ${count} unread` : what;
}

export function TeamLinks({ count }: { count: number }) {
  return (
    <>
      <Link to="/inbox" aria-label={unreadName('Inbox', count)} className="inbox-link">
        Inbox
        {count > 0 ? (
          <span className="badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </Link>
      <Link to="/my-tasks">My tasks</Link>
    </>
  );
}

const SEARCH_ID = 'header-search';

/**
 * The search across projects. From 40em a field in the header row; below, the same form is a popover that the
 * "Search" button opens over the row (global.css), its field focused.
 */
export function HeaderSearch() {
  const [, navigate] = useLocation();
  // On /search the field holds the query the page shows (after a reload, back and forward too); elsewhere it is empty.
  const { pathname, search } = useAddress();
  const query = pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setText(query);
  }
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    if (form.current?.matches(':popover-open')) form.current.hidePopover();
    navigate(`/search?q=${encodeURIComponent(q)}`);
  };
  return (
    <>
      {/* Named by its text, not aria-label: the board's filter field is labelled "Search" too. */}
      <button type="button" className="header-button search-button" popoverTarget={SEARCH_ID}>
        <span className="icon icon-search" aria-hidden="true" />
        <span className="sr-only">Search</span>
      </button>
      <form
        id={SEARCH_ID}
        ref={form}
        popover="auto"
        role="search"
        className="header-search"
        onSubmit={submit}
        onToggle={(event) => {
          if (event.newState === 'open') input.current?.focus();
        }}
      >
        <span className="icon icon-search header-search-icon" aria-hidden="true" />
        <input
          ref={input}
          type="search"
          className="header-search-input"
          aria-label="Search all projects"
          placeholder="Search all projects"
          maxLength={LIMITS.searchTextMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </>
  );
}
