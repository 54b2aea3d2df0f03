// How any failed request shows: the error's message and, when the caller can repeat it, a "Retry" button.
// Data already on screen stays: this renders beside it, never instead of it.
import { isGraphQLErrors } from '../../lib/graphql';

export function errorMessage(error: unknown): string {
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
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
