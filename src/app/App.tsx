// The whole client: one GraphQL client and one query cache for the page's life, and the routes of PRODUCT.md §2.
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { GraphQLProvider, createGraphQLClient, createQueryClient } from '../lib/graphql';
import type { ClientConfig } from '../config';
import { createAppRouter } from './router';

export function App({ config }: { config: ClientConfig }) {
  const [client] = useState(() =>
    createGraphQLClient({
      uri: config.graphqlUrl,
      credentials: 'same-origin',
      subscriptions: { transport: config.subscriptions },
    }),
  );
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter({ client, queryClient }));
  return (
    <GraphQLProvider client={client} queryClient={queryClient}>
      <RouterProvider router={router} />
    </GraphQLProvider>
  );
}
