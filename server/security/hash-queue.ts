// The password-hashing slots, shared fairly so no flood starves everyone else: a free slot goes to the kind of work
// (sign-in or sign-up) served least recently, so while both wait they take turns; within a kind, to the address, then
// the email, with the fewest hashes lately; ties to the one waiting longest. The kind comes first because a flood of
// sign-ups from ever-new addresses ties every new address at zero, and its ever-new emails would then win each tie
// against a person who signed in before. A job whose client has gone leaves first.
import { LRUCache } from 'lru-cache';

/** What the hash is for: each kind gets its fair share of the slots whatever the other does. */
export type HashKind = 'sign-in' | 'sign-up';

export interface HashClient {
  kind?: HashKind;
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
  // When each kind last got a slot, counted in slots given (0: never).
  const servedAt = new Map<HashKind, number>();
  const kindOf = (client: HashClient): HashKind => client.kind ?? 'sign-in';
  const keysOf = (client: HashClient) => [`a:${client.address ?? ''}`, `e:${client.email ?? ''}`];
  /** Whether `score` goes before `best`: the first key that differs decides. */
  const before = (score: number[], best: number[]): boolean => {
    for (let k = 0; k < score.length; k += 1) if (score[k] !== best[k]) return score[k]! < best[k]!;
    return false;
  };

  const next = (): void => {
    while (running < slots && waiting.length > 0) {
      const at = now();
      let best = 0;
      let bestScore: number[] | null = null;
      for (let i = 0; i < waiting.length; i += 1) {
        const { client } = waiting[i]!;
        const score = [servedAt.get(kindOf(client)) ?? 0, ...keysOf(client).map((key) => scoreOf(key, at))];
        if (!bestScore || before(score, bestScore)) {
          best = i;
          bestScore = score;
        }
      }
      const [job] = waiting.splice(best, 1);
      for (const key of keysOf(job!.client)) bump(key, at);
      running += 1;
      started += 1;
      servedAt.set(kindOf(job!.client), started);
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
