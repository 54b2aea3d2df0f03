// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { Link, useLocation } from 'wouter';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { BrowserAddress, useAddress, useSearchParams } from './location';

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(cleanup);

function Query() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <output>{params.get('q')}</output>
      <button
        type="button"
        onClick={() => setParams(new URLSearchParams({ q: '%41 & b' }), { replace: true })}
      >
        Set
      </button>
    </>
  );
}

test('reads the query as the browser holds it: a search for "%41" stays "%41"', async () => {
  window.history.replaceState(null, '', '/search?q=%2541');
  render(
    <BrowserAddress>
      <Query />
    </BrowserAddress>,
  );
  expect(screen.getByRole('status').textContent).toBe('%41');
  const length = window.history.length;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set' })));
  expect(window.location.pathname + window.location.search).toBe('/search?q=%2541+%26+b');
  expect(window.history.length).toBe(length);
  expect(screen.getByRole('status').textContent).toBe('%41 & b');
});

const never = new Promise<never>(() => undefined);

function Screen() {
  const [pathname] = useLocation();
  if (pathname === '/slow') use(never); // a screen whose code has not arrived
  return (
    <>
      <h1>{pathname}</h1>
      <Link to="/slow">Slow</Link>
      <Link to="/here">Here</Link>
    </>
  );
}

test('a navigation renders in a transition: the screen on show stays while the next one loads', async () => {
  window.history.replaceState(null, '', '/here');
  render(
    <BrowserAddress>
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>
    </BrowserAddress>,
  );
  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Slow' })));
  expect(window.location.pathname).toBe('/slow');
  expect(screen.getByRole('heading').textContent).toBe('/here');
  expect(screen.queryByText('Loading')).toBeNull();
});

function State() {
  const { pathname, state } = useAddress();
  const [, navigate] = useLocation();
  return (
    <>
      <output>{`${pathname} ${JSON.stringify(state)}`}</output>
      <button
        type="button"
        onClick={() => navigate('/projects', { replace: true, state: { removedFrom: 'Lanes' } })}
      >
        Go
      </button>
      <Link to="/here">Here</Link>
    </>
  );
}

test("keeps a navigation's state, and a link to the address on show adds no history entry", async () => {
  window.history.replaceState(null, '', '/here');
  render(
    <BrowserAddress>
      <State />
    </BrowserAddress>,
  );
  const length = window.history.length;
  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Here' })));
  expect(window.history.length).toBe(length);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go' })));
  expect(screen.getByRole('status').textContent).toBe('/projects {"removedFrom":"Lanes"}');
});
