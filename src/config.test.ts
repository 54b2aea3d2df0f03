import { expect, test } from 'vitest';
import { readConfig } from './config';

test('defaults: /graphql over SSE', () => {
  expect(readConfig({})).toEqual({
    graphqlUrl: '/graphql',
    subscriptions: 'sse',
    serviceWorker: false,
  });
  expect(readConfig({ PROD: true }).serviceWorker).toBe(true);
});

test('VITE_GRAPHQL_URL and VITE_SUBSCRIPTIONS=ws override them; anything else keeps SSE', () => {
  expect(readConfig({ VITE_GRAPHQL_URL: ' https://api.example/gql ', VITE_SUBSCRIPTIONS: 'ws' })).toEqual({
    graphqlUrl: 'https://api.example/gql',
    subscriptions: 'ws',
    serviceWorker: false,
  });
  expect(readConfig({ VITE_GRAPHQL_URL: '', VITE_SUBSCRIPTIONS: 'carrier-pigeon' })).toEqual({
    graphqlUrl: '/graphql',
    subscriptions: 'sse',
    serviceWorker: false,
  });
});
