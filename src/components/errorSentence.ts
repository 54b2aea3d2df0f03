// Raw failures (codes, statuses, "Failed to fetch") as actionable sentences; the service's refusals are kept.
import {
  ServerError,
  ServerParseError,
  errorCode,
  isGraphQLErrors,
  isServiceUnavailable,
} from '../lib/graphql';

/** Whether the browser says it is offline (navigator.onLine is only trusted when false). */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

const KEPT = new Set([
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'VALIDATION',
  'INVALID_TRANSITION',
  'NOT_FOUND',
  'CONFLICT',
]);

/** Why it failed, as the end of a sentence (no capital, no full stop). */
export function errorReason(error: unknown): string {
  if (isServiceUnavailable(error)) return "can't reach the service, retrying…";
  const code = errorCode(error);
  if (isGraphQLErrors(error)) {
    if (code === 'UNAUTHENTICATED') return 'your session has ended; sign in again';
    if (code === 'RATE_LIMITED') return 'too many requests at once; wait a moment and try again';
    if (code && KEPT.has(code)) return lowerFirst(error.errors.map((e) => trimStop(e.message)).join('; '));
    return 'the server could not finish it; try again';
  }
  if (error instanceof ServerError || error instanceof ServerParseError) {
    if (error.statusCode === 429) return 'too many requests at once; wait a moment and try again';
    if (error.statusCode === 413) return 'it is too large to send';
    if (error.statusCode >= 500) return 'the server had a problem; try again';
    return `the server answered ${error.statusCode}; try again`;
  }
  if (isOffline()) return "you're offline; it will be sent when you're back";
  if (error instanceof TypeError) return "Lanes can't be reached; check your connection and try again";
  if (error instanceof Error && error.name === 'AbortError') return 'it took too long; try again';
  return 'something went wrong; try again';
}

/** "Could not move LAN-21: you're offline; it will be sent when you're back." */
export function errorSentence(error: unknown, doing?: string): string {
  const reason = errorReason(error);
  return doing ? `Could not ${doing}: ${reason}.` : `${upperFirst(reason)}.`;
}

function trimStop(text: string): string {
  return text.trim().replace(/\.$/, '');
}
function lowerFirst(text: string): string {
  // Keep capitals that start a name or key ("LAN-3 …", "As a viewer …" stays readable either way).
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}
function upperFirst(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}
