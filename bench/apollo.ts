// Apollo Client 3 with an InMemoryCache, as the peer users would pick: network-only (normalises into the cache and
// reads back) and no-cache (the result as sent).
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client/core/index.js';
import type { BenchCase, BenchEnv, BenchGroup, PayloadSize } from './harness';
import { ITEMS_QUERY } from './payloads';

const SIZES: PayloadSize[] = ['1kb', '1mb'];
const clients: ApolloClient<unknown>[] = [];

export const apolloGroup: BenchGroup = {
  name: 'apollo',
  async setup(env: BenchEnv) {
    const query = gql(ITEMS_QUERY);
    const cases: BenchCase[] = [];
    for (const size of SIZES) {
      for (const fetchPolicy of ['network-only', 'no-cache'] as const) {
        const client = new ApolloClient({
          link: new HttpLink({ uri: env.url(size), fetch }),
          cache: new InMemoryCache(),
        });
        clients.push(client as ApolloClient<unknown>);
        cases.push({ name: `apollo ${fetchPolicy}`, size, run: () => client.query({ query, fetchPolicy }) });
      }
    }
    return cases;
  },
  teardown() {
    for (const client of clients) client.stop();
  },
};
