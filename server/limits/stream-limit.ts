// Caps live subscriptions per session, account and instance: a lease is taken atomically before the resolver runs.
import { createHash, randomUUID } from 'node:crypto';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { limitError } from './limit-error';
import { LIMIT_CODES } from './limits';
import type { Leases } from './shared-store';

export interface StreamLimitOptions {
  perSession: number;
  perAccount: number;
  /** Live subscriptions from one client address, every account and instance together. */
  perAddress: number;
  perInstance: number;
  leases: Leases;
  /** The session a subscription belongs to (its token's hash), or null when anonymous. */
  sessionOf(context: unknown): string | null;
  /** The account a subscription belongs to, or null when anonymous: then only the instance cap applies. */
  accountOf(context: unknown): string | null;
  /** The client's address, or null when unknown: then no address cap applies. */
  addressOf(context: unknown): string | null;
  /** How long a lease lives unless refreshed; refreshed every third of it. */
  leaseMs?: number;
}

export interface StreamCounts {
  readonly instance: number;
  session(key: string): Promise<number>;
  account(userId: string): Promise<number>;
  address(address: string): Promise<number>;
}

export const DEFAULT_LEASE_MS = 30_000;

export const tooManyStreamsMessage = (perSession: number): string =>
  `Too many live streams: a session may hold ${perSession} at once. Close one to open another.`;
export const tooManyAccountStreamsMessage = (perAccount: number): string =>
  `Too many live streams: an account may hold ${perAccount} at once, all its sessions together. Close one to open another.`;
export const tooManyAddressStreamsMessage = (perAddress: number): string =>
  `Too many live streams from this network address: it may hold ${perAddress} at once. Close one to open another.`;
export const busyInstanceMessage = 'Too many live streams on this service: try again later.';

const sessionSet = (key: string) => `streams:session:${key}`;
const accountSet = (userId: string) => `streams:account:${userId}`;
// An address is kept as its hash: the store never holds who connected from where.
const addressSet = (address: string) =>
  `streams:address:${createHash('sha256').update(address).digest('base64url')}`;

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

// envelop's onEnd misses a source that fails: this wrapper gives the slot back on every ending.
function releasing<T>(source: AsyncIterable<T>, release: () => void): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      try {
        const step = await iterator.next();
        if (step.done) release();
        return step;
      } catch (error) {
        release();
        throw error;
      }
    },
    async return(value?: unknown) {
      release();
      return (await iterator.return?.(value)) ?? { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      release();
      if (iterator.throw) return iterator.throw(error);
      throw error;
    },
  };
}

export function streamLimitPlugin(options: StreamLimitOptions): { plugin: Plugin; counts: StreamCounts } {
  const { leases } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let instance = 0;

  const refuse = (message: string): ExecutionResult => ({
    errors: [limitError(LIMIT_CODES.streams, message)],
  });

  /** Takes a place on this instance and a lease in the session's and account's sets; a refusal when one is full. */
  async function acquire(context: unknown): Promise<(() => void) | ExecutionResult> {
    if (instance >= options.perInstance) return refuse(busyInstanceMessage);
    // Counted before the lease is asked for, so parallel requests on this instance cannot pass the cap together.
    instance += 1;
    const session = options.sessionOf(context);
    const account = options.accountOf(context);
    const address = options.addressOf(context);
    const sets = [
      ...(session !== null ? [{ key: sessionSet(session), cap: options.perSession }] : []),
      ...(account !== null ? [{ key: accountSet(account), cap: options.perAccount }] : []),
      ...(address !== null ? [{ key: addressSet(address), cap: options.perAddress }] : []),
    ];
    const keys = sets.map((set) => set.key);
    const id = randomUUID();
    const full = sets.length > 0 ? await leases.acquire(sets, id, leaseMs) : null;
    if (full !== null) {
      instance -= 1;
      return refuse(
        full === (session !== null ? sessionSet(session) : null)
          ? tooManyStreamsMessage(options.perSession)
          : full === (address !== null ? addressSet(address) : null)
            ? tooManyAddressStreamsMessage(options.perAddress)
            : tooManyAccountStreamsMessage(options.perAccount),
      );
    }
    const refresh =
      keys.length > 0 ? setInterval(() => void leases.refresh(keys, id, leaseMs), leaseMs / 3) : undefined;
    refresh?.unref();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      instance -= 1;
      clearInterval(refresh);
      if (keys.length > 0) void leases.release(keys, id);
    };
  }

  const plugin: Plugin = {
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      let release: (() => void) | undefined;
      setSubscribeFn(async (subscribeArgs) => {
        const taken = await acquire(args.contextValue);
        if (typeof taken !== 'function') return taken;
        release = taken;
        try {
          return await subscribeFn(subscribeArgs);
        } catch (error) {
          // A subscribe function that throws never reaches onSubscribeResult.
          taken();
          throw error;
        }
      });
      return {
        onSubscribeResult({ result, setResult }) {
          if (!release) return;
          // An error result (not a member…) holds no stream.
          if (!isAsyncIterable(result)) release();
          else setResult(releasing(result, release) as AsyncIterableIterator<ExecutionResult>);
        },
      };
    },
  };

  return {
    plugin,
    counts: {
      get instance() {
        return instance;
      },
      session: (key) => leases.count(sessionSet(key)),
      account: (userId) => leases.count(accountSet(userId)),
      address: (address) => leases.count(addressSet(address)),
    },
  };
}
