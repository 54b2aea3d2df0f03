// The header's links to the inbox (the unread count in its accessible name) and My tasks, and the search.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useInboxCountQuery } from '../../../generated/hooks';
import { LIMITS } from '../../lib/validation/text';

export function TeamNav() {
  const count = useInboxCountQuery().data?.inbox.unreadCount ?? 0;
  return (
    <>
      <Link to="/inbox" aria-label={count > 0 ? `Inbox, ${count} unread` : 'Inbox'} className="inbox-link">
        Inbox
        {count > 0 ? (
          <span className="badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </Link>
      <Link to="/my-tasks">My tasks</Link>
      <SearchField />
    </>
  );
}

function SearchField() {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(`/search?q=${encodeURIComponent(q)}`);
  };
  return (
    <form role="search" className="header-search" onSubmit={submit}>
      <input
        type="search"
        aria-label="Search all projects"
        placeholder="Search all projects"
        maxLength={LIMITS.searchTextMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
