// The whole client: one GraphQL client and one query cache for the page's life, and the routes of docs/product.md §2.
import { lazy, Suspense } from 'react';
import { GraphQLProvider } from '../lib/graphql';
import { BrowserAddress } from '../lib/location';
import { ServiceStatus } from '../components/ServiceStatus';
import { Routes, type RouterContext } from './router';

/** TanStack Query's devtools under `npm run dev` only; a build drops it (tests/budget/bundle.test.ts checks). */
const QueryDevtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-query-devtools').then(({ ReactQueryDevtools }) => ({
        default: ReactQueryDevtools,
      })),
    )
  : undefined;

export function App({ client, queryClient }: RouterContext) {
  return (
    <GraphQLProvider client={client} queryClient={queryClient}>
      <ServiceStatus />
      <BrowserAddress>
        <Routes />
      </BrowserAddress>
      {QueryDevtools && (
        <Suspense fallback={null}>
          <QueryDevtools buttonPosition="bottom-left" />
        </Suspense>
      )}
    </GraphQLProvider>
  );
}
