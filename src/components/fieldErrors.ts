// BAD_USER_INPUT (and VALIDATION, the label rules' code) carries `extensions.fields` (field → message); forms show
// each beside its field.
import { isGraphQLErrors } from '../lib/graphql';

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isGraphQLErrors(error)) return {};
  const out: FieldErrors = {};
  for (const e of error.errors) {
    const fields = e.extensions?.['fields'];
    if (fields && typeof fields === 'object') {
      for (const [name, message] of Object.entries(fields as Record<string, unknown>)) {
        if (typeof message === 'string') out[name] = message;
      }
    }
  }
  return out;
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((m) => m !== undefined);
}

/**
 * The errors after `field` changed: its message stays only while the fresh check still finds it wrong; other fields
 * keep theirs until they change or the form is sent again.
 */
export function recheck(previous: FieldErrors, field: string, fresh: FieldErrors): FieldErrors {
  if (previous[field] === undefined) return previous;
  const next = { ...previous };
  if (fresh[field] === undefined) delete next[field];
  else next[field] = fresh[field];
  return next;
}
