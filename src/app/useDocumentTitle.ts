import { useEffect } from 'react';

/** Each screen names itself in the tab (and for screen readers announcing the page). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Lanes` : 'Lanes';
  }, [title]);
}
