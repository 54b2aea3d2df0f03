// BAD_USER_INPUT carries `extensions.fields` (field → message); forms show each beside its field.
import { isGraphQLErrors } from '../../lib/graphql';

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
