// The whole client: one GraphQL client and one query cache for the page's life, and the routes of PRODUCT.md §2.
import { useRoutes } from 'react-router';
import { BrowserRouter } from 'react-router';
import { GraphQLProvider } from '../lib/graphql';
import { ServiceStatus } from '../features/ui/ServiceStatus';
import { routes, type RouterContext } from './router';

export function App({ client, queryClient }: RouterContext) {
  return (
    <GraphQLProvider client={client} queryClient={queryClient}>
      <ServiceStatus />
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </GraphQLProvider>
  );
}

function Routes() {
  return useRoutes(routes);
}
