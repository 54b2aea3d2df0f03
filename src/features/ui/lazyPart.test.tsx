// @vitest-environment happy-dom
// lazyPart: one download for a preload and a press, and a failed download that leaves the screen standing and is
// tried again on the next open. The loader is a function here because the failure a real import() gives (offline)
// cannot be produced in this environment without one.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { lazyPart } from './lazyPart';

afterEach(cleanup);

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

test('a preload and a render share one download; the part renders once loaded', async () => {
  const load = vi.fn(() => Promise.resolve(Hello));
  const part = lazyPart(load);
  part.preload();
  part.preload();
  render(<part.Component name="Ada" onFailed={() => undefined} />);
  expect(await screen.findByText('Hello Ada')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed download renders nothing and calls onFailed; the next render tries again and shows the part', async () => {
  const load = vi
    .fn<() => Promise<typeof Hello>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce(Hello);
  const part = lazyPart(load);
  const onFailed = vi.fn();
  // React reports the caught error on the console; it is expected here.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const first = render(
    <main>
      <p>Board</p>
      <part.Component name="Ada" onFailed={onFailed} />
    </main>,
  );
  await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1), { timeout: 2_000 });
  expect(screen.getByText('Board')).toBeTruthy();
  expect(screen.queryByText('Hello Ada')).toBeNull();
  first.unmount();
  consoleError.mockRestore();

  await act(async () => {
    render(<part.Component name="Grace" onFailed={onFailed} />);
  });
  expect(await screen.findByText('Hello Grace')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
  expect(onFailed).toHaveBeenCalledTimes(1);
});
