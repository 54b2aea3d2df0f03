// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
// The header's Change password form against the real Lanes service (a child process with its own seeded database):
// a wrong current password shows the service's message beside its field; the right one changes it, says so, and the
// person's other session is ended. The session cookie travels as a browser's would (see entityMerge.test.tsx).
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { request as httpRequest } from 'node:http';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, expect, inject, test } from 'vitest';
import { useSignInMutation } from '../../generated/hooks';
import { ChangePasswordForm } from '../../src/features/auth/ChangePasswordForm';
import { createGraphQLClient } from '../../src/lib/graphql/client';
import { createQueryClient } from '../../src/lib/graphql/policies';
import { GraphQLProvider } from '../../src/lib/graphql/react';
import type { GraphQLClient } from '../../src/lib/graphql/types';
import { startLanesServiceProcess, type LanesServiceProcess } from './lanes-service-process';

let service: LanesServiceProcess;
let client: GraphQLClient;
const queryClient = createQueryClient();
const sent: string[] = [];

beforeAll(async () => {
  service = await startLanesServiceProcess(inject('lanesSeedDump'), location.origin);
  client = createGraphQLClient({
    uri: service.graphqlUrl,
    credentials: 'include',
    fetch: (input, init) => {
      sent.push(String(init.body));
      return fetch(input, init);
    },
  });
});
afterAll(() => service.close());
afterEach(cleanup);

function wrapper({ children }: { children: ReactNode }) {
  return createElement(GraphQLProvider, { client, queryClient }, children);
}

/** POSTs from outside the page (node's http, not the page's fetch, which hides Set-Cookie as a browser does). */
function post(body: object, cookie?: string): Promise<{ setCookie: string[]; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      service.graphqlUrl,
      { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ setCookie: response.headers['set-cookie'] ?? [], json: JSON.parse(text) }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** A second device: its own session, from a sign-in made outside this page. */
async function otherDevice(): Promise<string> {
  const { setCookie } = await post({
    query: 'mutation { signIn(email: "grace@lanes.test", password: "lanes-demo") { id } }',
  });
  const cookie = setCookie
    .map((header) => header.split(';')[0]!)
    .find((pair) => /^lanes_session=./.test(pair));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

test(
  'changes the password after the current one, and the other device is signed out',
  { timeout: 90_000 },
  async () => {
    const signIn = renderHook(() => useSignInMutation(), { wrapper });
    await act(() => signIn.result.current.mutateAsync({ email: 'grace@lanes.test', password: 'lanes-demo' }));
    render(<ChangePasswordForm />, { wrapper });
    const current = screen.getByLabelText('Current password');
    const next = screen.getByLabelText('New password');

    // Too short: said beside the field, nothing sent.
    sent.length = 0;
    fireEvent.change(current, { target: { value: 'lanes-demo' } });
    fireEvent.change(next, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(next.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(next.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Password must be at least 8 characters',
    );
    expect(sent).toEqual([]);

    // A wrong current password: the service's answer beside its field.
    fireEvent.change(current, { target: { value: 'not my password' } });
    fireEvent.change(next, { target: { value: 'a longer password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // Hashing a password takes a while on a loaded machine: wait for what the person would see, however long.
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'), { timeout: 30_000 });
    expect(
      document.getElementById(current.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
    ).toBe('Current password is incorrect');

    const elsewhere = await otherDevice();
    fireEvent.change(current, { target: { value: 'lanes-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(
      () =>
        expect(screen.getByRole('status').textContent).toBe(
          'Password changed. Your other devices are signed out.',
        ),
      { timeout: 30_000 },
    );
    expect(JSON.parse(sent.at(-1)!)).toMatchObject({
      operationName: 'ChangePassword',
      variables: { currentPassword: 'lanes-demo', newPassword: 'a longer password' },
    });
    expect((await post({ query: '{ viewer { name } }' }, elsewhere)).json).toEqual({
      data: { viewer: null },
    });
  },
);
