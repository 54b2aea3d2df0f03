// Abuse senders for `npm run bench:load`: each loops one hostile request against the service until told to stop,
// so the load bench can measure a normal Board query while they run. Sized so an unprotected service survives them
// (the sizes of issue 8, 24 MB bodies and 1,000 costly aliases, kill it; 2 MB of repeated fields ran it out of memory): the `limits` branch
// may provide the canonical abuse cases; these keep the bench runnable on any branch.
import { setTimeout as sleep } from 'node:timers/promises';

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
  let running = true;
  const counts: Record<string, number> = {};
  const senders = cases.map(async (abuse) => {
    const body = abuse.body();
    counts[abuse.name] = 0;
    while (running) {
      try {
        const response = await fetch(graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
      } catch {
        // Refused, reset or timed out: still one attempt; pause so a closed port does not spin.
        await sleep(50);
      }
      counts[abuse.name] = (counts[abuse.name] ?? 0) + 1;
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(senders);
      return counts;
    },
  };
}
