import { describe, expect, it } from 'vitest';
import { DEFAULT_HEADERS, mergeHeaders } from './headers';

describe('mergeHeaders', () => {
  it('starts from the defaults', () => {
    expect(mergeHeaders(DEFAULT_HEADERS)).toEqual({ accept: '*/*', 'content-type': 'application/json' });
  });

  it('lower-cases names, keeps first positions and last values', () => {
    const merged = mergeHeaders(
      DEFAULT_HEADERS,
      { 'X-A': '1', Accept: 'application/json' },
      { 'x-a': '2', 'X-B': '3' },
    );
    expect(Object.entries(merged)).toEqual([
      ['accept', 'application/json'],
      ['content-type', 'application/json'],
      ['x-a', '2'],
      ['x-b', '3'],
    ]);
  });

  it('skips absent sources and leaves its inputs untouched', () => {
    const configured = { Authorization: 'Bearer t' };
    expect(mergeHeaders(undefined, configured, undefined)).toEqual({ authorization: 'Bearer t' });
    expect(configured).toEqual({ Authorization: 'Bearer t' });
    expect(DEFAULT_HEADERS).toEqual({ accept: '*/*', 'content-type': 'application/json' });
  });
});
