// `?next=` only ever leads back inside the app: an absolute or protocol-relative URL would be an open redirect.
export function safeNext(next: string | null | undefined, fallback = '/projects'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (next.startsWith('/sign-in') || next.startsWith('/sign-up')) return fallback;
  return next;
}

export function signInPath(next: string): string {
  return `/sign-in?next=${encodeURIComponent(next)}`;
}
