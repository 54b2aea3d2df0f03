// Abuse senders for `npm run bench:load`: each loops one hostile request against the service until told to stop,
// so the load bench can measure a normal Board query while they run. Sized so an unprotected service survives them
// (the sizes of issue 8, 24 MB bodies and 1,000 costly aliases, kill it; 2 MB of repeated fields ran it out of memory): the `limits` branch
// may provide the canonical abuse cases; these keep the bench runnable on any branch.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  deepQuery,
  hugeBody,
  hugeWebSocketMessage,
  manyAliases,
  parallelBodies,
} from '../tests/support/abuse';

export interface AbuseCase {
  name: string;
  /** The request body (JSON) sent again and again. */
  body: () => string;
}

function repeat(text: string, times: number, separator = ' '): string {
  return Array.from({ length: times }, () => text).join(separator);
}

export const ABUSE_CASES: AbuseCase[] = [
  {
    name: 'big body (240 KB of repeated fields)',
    body: () => JSON.stringify({ query: `{ viewer { ${repeat('id', 80_000)} } }` }),
  },
  {
    name: 'deep query (project > tasks > project, 4 levels, first: 10)',
    body: () => {
      let selection = 'id title';
      for (let level = 0; level < 4; level += 1) {
        selection = `id title project { key tasks(first: 10) { edges { node { ${selection} } } } }`;
      }
      return JSON.stringify({
        query: `{ project(key: "LAN") { tasks(first: 50) { edges { node { ${selection} } } } } }`,
      });
    },
  },
  {
    name: 'many aliases (100 task pages of 20)',
    body: () =>
      JSON.stringify({
        query: `{ project(key: "LAN") { ${Array.from(
          { length: 100 },
          (_, i) => `a${i}: tasks(first: 20) { totalCount edges { node { id title } } }`,
        ).join(' ')} } }`,
      }),
  },
];

export interface AbuseRun {
  /** Stops every sender and resolves with how many requests each completed (answered or refused). */
  stop(): Promise<Record<string, number>>;
}

/** Starts one sender per case, each with the given session cookie, sending back to back. */
export function startAbuse(graphqlUrl: string, cookie: string, cases: AbuseCase[] = ABUSE_CASES): AbuseRun {
  return loop(
    cases.map((abuse) => {
      const body = abuse.body();
      return {
        name: abuse.name,
        send: async () => {
          const response = await fetch(graphqlUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body,
            signal: AbortSignal.timeout(30_000),
          });
          await response.arrayBuffer();
        },
      };
    }),
  );
}

const MB = 1024 * 1024;

/**
 * The attacks of issue 8 at their full sizes (tests/support/abuse.ts, as tests/server/limits-abuse.test.ts sends
 * them once each), looped: 24 MB bodies, three 10 MB bodies at once, a 40 MB WebSocket message, the 4-deep query and
 * 1,000 aliases. Each from its own loopback address, as separate attackers would be (each has its own socket cap).
 */
export function startIssueAbuse(baseUrl: string, cookie: string): AbuseRun {
  return loop([
    { name: '24 MB body', send: () => hugeBody(baseUrl, 24 * MB, { localAddress: '127.0.0.2' }) },
    {
      name: '3 x 10 MB bodies',
      send: () => parallelBodies(baseUrl, 3, 10 * MB, { localAddress: '127.0.0.3' }),
    },
    {
      name: '40 MB WebSocket message',
      send: () => hugeWebSocketMessage(baseUrl, 40 * MB, { localAddress: '127.0.0.4' }),
    },
    { name: '4-deep tasks(first: 200)', send: () => deepQuery(baseUrl, cookie) },
    { name: '1,000 aliases', send: () => manyAliases(baseUrl, cookie) },
  ]);
}

function loop(senders: { name: string; send: () => Promise<unknown> }[]): AbuseRun {
  let running = true;
  const counts: Record<string, number> = {};
  const runs = senders.map(async ({ name, send }) => {
    counts[name] = 0;
    while (running) {
      try {
        await send();
      } catch {
        // Refused, reset or timed out: still one attempt; pause so a closed port does not spin.
        await sleep(50);
      }
      counts[name] = (counts[name] ?? 0) + 1;
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(runs);
      return counts;
    },
  };
}
