// @vitest-environment happy-dom
// A value settles only after a pause in its changes: letters typed in quick succession settle once, as the last.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useAfterPause } from './useAfterPause';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Shown({ value, seen }: { value: string; seen: string[] }) {
  const settled = useAfterPause(value, 200);
  if (seen.at(-1) !== settled) seen.push(settled);
  return null;
}

test('settles on the last value once changes pause, never on the ones typed in between', () => {
  const seen: string[] = [];
  const view = render(<Shown value="" seen={seen} />);
  for (const typed of ['b', 'be', 'bet', 'beta']) {
    view.rerender(<Shown value={typed} seen={seen} />);
    act(() => vi.advanceTimersByTime(199));
  }
  expect(seen).toEqual(['']);
  act(() => vi.advanceTimersByTime(0));
  expect(seen).toEqual(['']);
  act(() => vi.advanceTimersByTime(1));
  expect(seen).toEqual(['', 'beta']);
});
