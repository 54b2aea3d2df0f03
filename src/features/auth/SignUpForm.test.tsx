// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, expect, test } from 'vitest';
import { GraphQLProvider, createGraphQLClient, createQueryClient } from '../../lib/graphql';
import { SignUpForm } from './SignUpForm';

afterEach(cleanup);

test('invalid fields show their message beside them and nothing is sent', () => {
  // The assertion is that no request leaves the form: a fetch that records calls is the whole point here.
  const sent: string[] = [];
  const client = createGraphQLClient({
    uri: 'http://127.0.0.1:9/graphql',
    fetch: async (input) => {
      sent.push(input);
      return new Response('{}');
    },
  });
  render(
    <GraphQLProvider client={client} queryClient={createQueryClient()}>
      <Router hook={memoryLocation().hook}>
        <SignUpForm next={null} />
      </Router>
    </GraphQLProvider>,
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada-at-example' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

  const name = screen.getByLabelText('Name');
  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Password');
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(password.getAttribute('aria-invalid')).toBe('true');
  const described = (el: HTMLElement) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .filter(Boolean);
  expect(described(name)).toEqual(['Name is required']);
  expect(described(email)).toEqual(['Enter an email such as name@example.com']);
  expect(described(password)).toEqual(['At least 8 characters.', 'Password must be at least 8 characters']);
  expect(sent).toEqual([]);
});
