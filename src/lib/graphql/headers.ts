// Request headers as HttpLink sends them: lower-cased names, each once, later sources winning case-insensitively.
import type { HeadersInput } from './types';

/** Every request, GET included, carries both, as HttpLink does (docs/architecture.md, Decisions). */
export const DEFAULT_HEADERS: Readonly<HeadersInput> = Object.freeze({
  accept: '*/*',
  'content-type': 'application/json',
});

/**
 * Merges header records left to right. A name keeps the position where it first appeared (lower-cased) and the value
 * of its last appearance, so `{ Accept }` from the configuration replaces the default `accept` in place instead of
 * being sent as a second, joined value.
 */
export function mergeHeaders(...sources: ReadonlyArray<HeadersInput | undefined>): HeadersInput {
  const merged: HeadersInput = {};
  for (const source of sources) {
    if (!source) continue;
    for (const name of Object.keys(source)) {
      merged[name.toLowerCase()] = source[name] as string;
    }
  }
  return merged;
}
