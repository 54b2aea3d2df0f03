// The notices' place over the page (fixed, at its foot): showing one moves nothing. Each notice is its own live region
// (a status, or an alert when refused), inserted whole so screen readers say it once.
import type { ReactNode } from 'react';
import { notices, useNotice, type ShownNotice } from './notices';

export function NoticeRegion({
  pathname,
  action,
}: {
  pathname: string;
  /** What a notice offers beside its words ("Undo" for a change just made). */
  action?: (notice: ShownNotice) => ReactNode;
}) {
  const notice = useNotice();
  const shown = notice && notice.path === pathname ? notice : null;
  return (
    <div
      className="notice-region"
      onPointerEnter={() => notices.hold(true)}
      onPointerLeave={() => notices.hold(false)}
      onFocus={() => notices.hold(true)}
      onBlur={() => notices.hold(false)}
    >
      {shown ? (
        <div
          key={shown.id}
          role={shown.tone === 'refused' ? 'alert' : 'status'}
          className={shown.tone === 'refused' ? 'notice toast notice-error' : 'notice toast undo-notice'}
        >
          <span className="notice-message">{shown.text}</span>
          {action?.(shown)}
          {/* Its mark is drawn by CSS: the notice's text stays its words. */}
          <button
            type="button"
            className="button button-link toast-close"
            aria-label="Dismiss"
            onClick={() => notices.dismiss(shown.id)}
          />
        </div>
      ) : null}
    </div>
  );
}
