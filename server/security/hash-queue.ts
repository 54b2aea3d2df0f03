// The password-hashing slots, shared fairly so a flood of sign-ins cannot starve everyone else: a free slot goes to
// the address, then email, with the fewest hashes lately; a job whose client has gone leaves first.
import { LRUCache } from 'lru-cache';

export interface HashClient {
  address?: string | null;
  email?: string | null;
  /** Aborted when the client has gone (yoga's request signal). */
  signal?: AbortSignal | null;
}

export interface HashQueueOptions {
  slots: number;
  now?: () => number;
}

export interface HashQueueStats {
  running: number;
  waiting: number;
  started: number;
  /** Jobs dropped because their client went away while they waited. */
  dropped: number;
}

export interface HashQueue {
  run<T>(client: HashClient, work: () => Promise<T>): Promise<T>;
  stats(): HashQueueStats;
}

const HALF_LIFE_MS = 60_000;
const MAX_KEYS = 10_000;

interface Waiting {
  client: HashClient;
  start(): void;
  drop(reason: unknown): void;
}

export function hashQueue({ slots, now = Date.now }: HashQueueOptions): HashQueue {
  const usage = new LRUCache<string, { score: number; at: number }>({ max: MAX_KEYS });
  const waiting: Waiting[] = [];
  let running = 0;
  let started = 0;
  let dropped = 0;

  const scoreOf = (key: string, at: number): number => {
    const entry = usage.get(key);
    return entry ? entry.score * 2 ** (-(at - entry.at) / HALF_LIFE_MS) : 0;
  };
  const bump = (key: string, at: number) => usage.set(key, { score: scoreOf(key, at) + 1, at });
  const keysOf = (client: HashClient) => [`a:${client.address ?? ''}`, `e:${client.email ?? ''}`] as const;

  const next = (): void => {
    while (running < slots && waiting.length > 0) {
      const at = now();
      let best = 0;
      let bestScore: [number, number] | null = null;
      for (let i = 0; i < waiting.length; i += 1) {
        const [address, email] = keysOf(waiting[i]!.client);
        const score: [number, number] = [scoreOf(address, at), scoreOf(email, at)];
        if (!bestScore || score[0] < bestScore[0] || (score[0] === bestScore[0] && score[1] < bestScore[1])) {
          best = i;
          bestScore = score;
        }
      }
      const [job] = waiting.splice(best, 1);
      for (const key of keysOf(job!.client)) bump(key, at);
      running += 1;
      started += 1;
      job!.start();
    }
  };

  return {
    run<T>(client: HashClient, work: () => Promise<T>): Promise<T> {
      const signal = client.signal ?? null;
      if (signal?.aborted) {
        dropped += 1;
        return Promise.reject(signal.reason ?? new Error('The client went away'));
      }
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          const index = waiting.indexOf(job);
          if (index === -1) return;
          waiting.splice(index, 1);
          dropped += 1;
          job.drop(signal?.reason ?? new Error('The client went away'));
        };
        const job: Waiting = {
          client,
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            // The slot is free before the caller hears back, so what it does next sees the queue as it is.
            const done = () => {
              running -= 1;
              next();
            };
            work().then(
              (value) => {
                done();
                resolve(value);
              },
              (error: unknown) => {
                done();
                reject(error);
              },
            );
          },
          drop: reject,
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(job);
        next();
      });
    },
    stats: () => ({ running, waiting: waiting.length, started, dropped }),
  };
}
