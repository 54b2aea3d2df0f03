// The only client module that reads import.meta.env: every other module receives these values.
export type SubscriptionTransport = 'sse' | 'ws';

export interface ClientConfig {
  graphqlUrl: string;
  subscriptions: SubscriptionTransport;
  /** The service worker runs in production builds only: the dev server's modules change under it. */
  serviceWorker: boolean;
}

export function readConfig(env: Record<string, string | boolean | undefined>): ClientConfig {
  const url = env['VITE_GRAPHQL_URL'];
  const transport = env['VITE_SUBSCRIPTIONS'];
  return {
    graphqlUrl: typeof url === 'string' && url.trim() !== '' ? url.trim() : '/graphql',
    subscriptions: transport === 'ws' ? 'ws' : 'sse',
    serviceWorker: env['PROD'] === true,
  };
}

export const config: ClientConfig = readConfig(import.meta.env);
