// Request headers as HttpLink sends them: lower-cased names, each once, later sources winning case-insensitively.
import type { HeadersInput } from './types';

/** Every request, GET included, carries both, as HttpLink does (docs/architecture.md, Decisions). */
export const DEFAULT_HEADERS: Readonly<HeadersInput> = Object.freeze({
  accept: '*/*',
  'content-type': 'application/json',
});

/**
 * Merges header records left to right: a name keeps its first position (lower-cased) and its last value, so a
 * configured `{ Accept }` replaces the default `accept` rather than being sent joined.
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
