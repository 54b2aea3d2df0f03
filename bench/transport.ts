// The floor (raw fetch + JSON.parse, what any client must at least do) and the layer's client.execute.
import { createGraphQLClient } from '../src/lib/graphql/client';
import type { BenchCase, BenchEnv, BenchGroup, PayloadSize } from './harness';
import { ITEMS_QUERY } from './payloads';

const SIZES: PayloadSize[] = ['1kb', '1mb'];

export const transportGroup: BenchGroup = {
  name: 'transport',
  async setup(env: BenchEnv) {
    const body = JSON.stringify({ operationName: 'Items', variables: {}, query: ITEMS_QUERY });
    const cases: BenchCase[] = [];
    for (const size of SIZES) {
      const url = env.url(size);
      cases.push({
        name: 'floor: fetch + JSON.parse',
        size,
        floor: true,
        run: async () => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { accept: '*/*', 'content-type': 'application/json' },
            body,
          });
          return JSON.parse(await response.text());
        },
      });
      const client = createGraphQLClient({ uri: url });
      cases.push({ name: 'client.execute', size, run: () => client.execute(ITEMS_QUERY) });
    }
    return cases;
  },
};
