// The canned results: about 1 KB and about 1 MB (5,000 items with id, __typename, a few scalars and a nested owner).
import type { PayloadSize } from './harness';

export const ITEMS_QUERY = `query Items {
  items {
    __typename
    id
    title
    description
    done
    rank
    createdAt
    owner {
      __typename
      id
      name
    }
  }
}`;

function items(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    __typename: 'Item',
    id: `item-${i}`,
    title: `Item number ${i}`,
    description: `Description of item ${i}`,
    done: i % 3 === 0,
    rank: i,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    owner: { __typename: 'User', id: `user-${i % 17}`, name: `User ${i % 17}` },
  }));
}

export function makePayloads(): {
  payloads: Record<PayloadSize, unknown>;
  bytes: Record<PayloadSize, Buffer>;
} {
  const payloads = {
    '1kb': { data: { items: items(4) } },
    '1mb': { data: { items: items(5000) } },
  };
  return {
    payloads,
    bytes: {
      '1kb': Buffer.from(JSON.stringify(payloads['1kb'])),
      '1mb': Buffer.from(JSON.stringify(payloads['1mb'])),
    },
  };
}
