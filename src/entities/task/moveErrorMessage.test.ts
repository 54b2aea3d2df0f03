import { expect, test } from 'vitest';
import { GraphQLErrors, ServerError } from '../../lib/graphql';
import { moveErrorMessage } from './moveErrorMessage';

test('INVALID_TRANSITION names the allowed moves', () => {
  const error = new GraphQLErrors([
    {
      message: 'Cannot move LAN-3 from Done to In review',
      extensions: { code: 'INVALID_TRANSITION', allowed: ['TODO'] },
    },
  ]);
  expect(moveErrorMessage('LAN-3', error)).toBe(
    'Could not move LAN-3: Cannot move LAN-3 from Done to In review. Allowed moves: To do.',
  );
});

test('CONFLICT, FORBIDDEN and transport errors each say what happened', () => {
  expect(
    moveErrorMessage('LAN-3', new GraphQLErrors([{ message: 'x', extensions: { code: 'CONFLICT' } }])),
  ).toBe('LAN-3 was changed by someone else; it now shows its current state. Try again.');
  expect(
    moveErrorMessage('LAN-3', new GraphQLErrors([{ message: 'x', extensions: { code: 'FORBIDDEN' } }])),
  ).toBe('Could not move LAN-3: your role does not allow moving tasks.');
  const response = new Response('oops', { status: 502 });
  expect(
    moveErrorMessage(
      'LAN-3',
      new ServerError('Response not successful: Received status code 502', response, 'oops'),
    ),
  ).toBe('Could not move LAN-3: Response not successful: Received status code 502');
});
