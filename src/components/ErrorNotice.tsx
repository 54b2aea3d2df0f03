// A failed request's message and, when it can be repeated, "Retry"; shown beside data on screen, never instead.
import {
  errorCode,
  isGraphQLErrors,
  isServiceUnavailable,
  SERVICE_UNAVAILABLE_MESSAGE,
} from '../lib/graphql';
import { errorSentence } from './errorSentence';

export function errorMessage(error: unknown): string {
  if (isServiceUnavailable(error)) return SERVICE_UNAVAILABLE_MESSAGE;
  if (isGraphQLErrors(error)) return error.errors.map((e) => e.message).join('\n');
  if (error instanceof Error) return error.message;
  return String(error);
}

export interface ErrorNoticeProps {
  error: unknown;
  onRetry?: () => void;
  /** Words before the message, e.g. "Could not load the board." */
  title?: string;
}

export function ErrorNotice({ error, onRetry, title }: ErrorNoticeProps) {
  return (
    <div role="alert" className="notice notice-error">
      {title ? <strong className="notice-title">{title}</strong> : null}
      <span className="notice-message">{errorMessage(error)}</span>
      {needsHint(error) ? <span className="notice-hint">{errorSentence(error)}</span> : null}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}

/** Transport failures and unexpected errors carry technical words: a sentence saying what to do follows them. */
function needsHint(error: unknown): boolean {
  if (isServiceUnavailable(error)) return false;
  if (!isGraphQLErrors(error)) return true;
  const code = errorCode(error);
  return code === undefined || code === 'INTERNAL_SERVER_ERROR' || code === 'RATE_LIMITED';
}
