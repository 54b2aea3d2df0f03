import { expect, test } from 'vitest';
import { GraphQLErrors, ServerError } from '../lib/graphql';
import { errorSentence } from './errorSentence';

const graphql = (code: string | undefined, message: string) =>
  new GraphQLErrors([{ message, extensions: code ? { code } : {} }], undefined);

test('codes and transport failures become sentences; the service refusals keep their words', () => {
  expect(errorSentence(graphql('FORBIDDEN', 'As a viewer of LAN you cannot comment'), 'comment')).toBe(
    'Could not comment: as a viewer of LAN you cannot comment.',
  );
  expect(errorSentence(graphql('UNAUTHENTICATED', 'Sign in to continue'), 'save LAN-3')).toBe(
    'Could not save LAN-3: your session has ended; sign in again.',
  );
  expect(errorSentence(graphql(undefined, 'Unexpected error.'))).toBe(
    'The server could not finish it; try again.',
  );
  expect(errorSentence(graphql('RATE_LIMITED', 'Slow down'), 'move LAN-21')).toBe(
    'Could not move LAN-21: too many requests at once; wait a moment and try again.',
  );
  const response = new Response('<h1>Bad gateway</h1>', { status: 502 });
  expect(
    errorSentence(new ServerError('Response not successful: Received status code 502', response, '')),
  ).toBe('The server had a problem; try again.');
  expect(errorSentence(new TypeError('Failed to fetch'), 'move LAN-21')).toBe(
    "Could not move LAN-21: Lanes can't be reached; check your connection and try again.",
  );
});

test("offline, a failure says it will be sent when you're back", () => {
  const online = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  // Node has no offline state to switch to: the navigator is the only way to say "offline" here.
  Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
  try {
    expect(errorSentence(new TypeError('Failed to fetch'), 'move LAN-21')).toBe(
      "Could not move LAN-21: you're offline; it will be sent when you're back.",
    );
  } finally {
    if (online) Object.defineProperty(globalThis, 'navigator', online);
    else Reflect.deleteProperty(globalThis, 'navigator');
  }
});
