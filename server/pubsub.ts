// Board events, one topic per project id: in-process by default, Redis (shared by instances) when REDIS_URL is set.
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { redactUrl } from './config';
import { logger } from './log';
import type { BoardEventPayload, ViewerEventPayload } from './models';
import { redisPresenceStore, setPresenceStore } from './team/presence';

export type BoardTopics = {
  board: [projectId: string, payload: BoardEventPayload];
  /** A membership ended: the removed user's live boards for that project end. */
  'membership-ended': [projectId: string, payload: { userId: string }];
  /**
   * A session ended (sign-out, sign-out everywhere) or an API key was revoked, keyed by the sha256 of its token or
   * key: its live streams end.
   */
  'session-ended': [tokenHash: string, payload: { reason: 'signed-out' | 'revoked' }];
  /** A change to one user's own list of projects (keyed by user id): viewerEvents. */
  viewer: [userId: string, payload: ViewerEventPayload];
  /** Someone arrived on or left a page (keyed by its presence scope): alsoHere streams look again. */
  presence: [scope: string, payload: { userId: string }];
};

export type BoardPubSub = ReturnType<typeof createPubSub<BoardTopics>>;

type PubSubConfig = NonNullable<Parameters<typeof createPubSub<BoardTopics>>[0]>;

export interface BoardPubSubOptions extends PubSubConfig {
  /** `redis://…`: share events through Redis instead of in-process. */
  redisUrl?: string;
  /** How to open a Redis connection (ioredis with REDIS_OPTIONS unless given). */
  createRedis?: (url: string) => Redis;
}

export type ClosableBoardPubSub = BoardPubSub & {
  readonly transport: 'redis' | 'in-process';
  /** Resolves once both Redis connections are up; rejects with a one-line RedisUnreachableError. */
  ready(): Promise<void>;
  close(): Promise<void>;
  /** Hands an event to this instance's own subscribers only (for events Redis did not bring). */
  dispatchLocal(topic: string, detail: unknown): void;
  topics(): string[];
  /** Calls `listener` for every event handed to this instance's subscribers, whoever brought it. */
  observe(listener: (topic: string, detail: unknown) => void): void;
  /** Calls `listener` each time the Redis subscription (re)connects: whatever it carried meanwhile was lost. */
  onReconnect(listener: () => void): void;
  /** Both Redis connections answer a PING (always true in-process). */
  ping(): Promise<boolean>;
};

/** REDIS_URL does not answer at startup. */
export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
}

/**
 * Redis is only a doorbell (the log is the truth): a command waits for one reconnect attempt, then fails and is logged.
 */
const REDIS_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: true,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  retryStrategy: (times: number) => Math.min(times * 100, 2_000),
};

export function createBoardPubSub(options: BoardPubSubOptions = {}): ClosableBoardPubSub {
  const { redisUrl, createRedis = (url: string) => new Redis(url, REDIS_OPTIONS), ...config } = options;
  if (!redisUrl) {
    const target = localTarget();
    return Object.assign(createPubSub<BoardTopics>({ ...config, eventTarget: target }), {
      transport: 'in-process' as const,
      ready: async () => undefined,
      close: async () => undefined,
      dispatchLocal: target.dispatchLocal,
      topics: target.topics,
      observe: target.observe,
      onReconnect: () => undefined,
      ping: async () => true,
    });
  }
  const publishClient = createRedis(redisUrl);
  const subscribeClient = createRedis(redisUrl);
  // Without a listener a connection error would crash the process; the first failure's message says the most.
  let firstError: Error | undefined;
  let started = false;
  const remember = (error: Error) => {
    firstError ??= error;
    if (started) logger.warn({ err: error.message }, 'redis connection trouble');
  };
  publishClient.on('error', remember);
  subscribeClient.on('error', remember);
  const target = redisTarget(publishClient, subscribeClient);
  const redisPubSub = Object.assign(createPubSub<BoardTopics>({ ...config, eventTarget: target }), {
    transport: 'redis' as const,
    async ready() {
      const connect = (client: Redis) => (client.status === 'wait' ? client.connect() : Promise.resolve());
      try {
        await Promise.all([connect(publishClient), connect(subscribeClient)]);
        started = true;
      } catch (error) {
        publishClient.disconnect();
        subscribeClient.disconnect();
        const reason = (firstError ?? (error as Error)).message;
        throw new RedisUnreachableError(
          `Cannot reach Redis at REDIS_URL ${redactUrl(redisUrl)} (${reason}): start Redis or unset REDIS_URL`,
        );
      }
    },
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
    dispatchLocal: target.dispatchLocal,
    topics: target.topics,
    observe: target.observe,
    onReconnect: target.onReconnect,
    async ping() {
      const answer = (client: Redis) =>
        client.status === 'ready'
          ? client.ping().then(
              () => true,
              () => false,
            )
          : Promise.resolve(false);
      const [a, b] = await Promise.all([answer(publishClient), answer(subscribeClient)]);
      return a && b;
    },
  });
  // Who is on which page is shared by every instance, like the events (server/team/presence.ts).
  setPresenceStore(redisPubSub, redisPresenceStore(publishClient));
  return redisPubSub;
}

type Callback = (event: CustomEvent) => void;
type Listener = EventListenerOrEventListenerObject | null;

const callbackOf = (listener: Listener): Callback | null =>
  listener == null
    ? null
    : 'handleEvent' in listener
      ? (e) => listener.handleEvent(e)
      : (listener as Callback);

/** The listener bookkeeping both transports share: topic to callbacks, local dispatch, observers. */
function listeners() {
  const byTopic = new Map<string, Map<Listener, Callback>>();
  const observers: ((topic: string, detail: unknown) => void)[] = [];
  const dispatchLocal = (topic: string, detail: unknown): void => {
    for (const observer of observers) observer(topic, detail);
    const callbacks = byTopic.get(topic);
    if (!callbacks) return;
    const event = new CustomEvent(topic, { detail });
    for (const callback of [...callbacks.values()]) callback(event);
  };
  return {
    byTopic,
    dispatchLocal,
    topics: () => [...byTopic.keys()],
    observe: (observer: (topic: string, detail: unknown) => void) => void observers.push(observer),
    /** Adds; true when the topic had no listener before. */
    add(topic: string, listener: Listener): boolean {
      const callback = callbackOf(listener);
      if (!callback) return false;
      let callbacks = byTopic.get(topic);
      const first = !callbacks;
      if (!callbacks) byTopic.set(topic, (callbacks = new Map()));
      callbacks.set(listener, callback);
      return first;
    },
    /** Removes; true when the topic has no listener left. */
    remove(topic: string, listener: Listener): boolean {
      const callbacks = byTopic.get(topic);
      if (!callbacks || !callbacks.delete(listener) || callbacks.size > 0) return false;
      byTopic.delete(topic);
      return true;
    },
  };
}

function localTarget() {
  const l = listeners();
  return {
    dispatchLocal: l.dispatchLocal,
    topics: l.topics,
    observe: l.observe,
    addEventListener: (topic: string, listener: Listener) => void l.add(topic, listener),
    removeEventListener: (topic: string, listener: Listener) => void l.remove(topic, listener),
    dispatchEvent(event: Event) {
      l.dispatchLocal(event.type, (event as CustomEvent).detail);
      return true;
    },
  };
}

/**
 * An EventTarget over Redis pub/sub. Not @graphql-yoga/redis-event-target: it drops its commands' promises, so an
 * outage ends the process with an unhandled rejection. Here failures are logged and channels resubscribed.
 */
function redisTarget(publishClient: Redis, subscribeClient: Redis) {
  const l = listeners();
  const reconnectListeners: (() => void)[] = [];
  const failed = (what: string) => (error: Error) =>
    logger.warn({ err: error.message }, `redis ${what} failed; the event log covers it`);
  subscribeClient.on('message', (channel: string, message: string) => {
    if (!l.byTopic.has(channel)) return;
    let detail: unknown;
    try {
      detail = message === '' ? null : JSON.parse(message);
    } catch {
      return failed('message')(new Error(`unreadable message on ${channel}`));
    }
    l.dispatchLocal(channel, detail);
  });
  let connectedBefore = false;
  subscribeClient.on('ready', () => {
    // ioredis re-subscribes what it had; a subscribe that failed during the outage is taken again here.
    const wanted = l.topics();
    if (wanted.length > 0) subscribeClient.subscribe(...wanted).catch(failed('subscribe'));
    if (connectedBefore) for (const listener of reconnectListeners) listener();
    connectedBefore = true;
  });
  return {
    dispatchLocal: l.dispatchLocal,
    topics: l.topics,
    observe: l.observe,
    onReconnect: (listener: () => void) => void reconnectListeners.push(listener),
    addEventListener(topic: string, listener: Listener) {
      if (l.add(topic, listener)) subscribeClient.subscribe(topic).catch(failed('subscribe'));
    },
    removeEventListener(topic: string, listener: Listener) {
      if (l.remove(topic, listener)) subscribeClient.unsubscribe(topic).catch(failed('unsubscribe'));
    },
    dispatchEvent(event: Event) {
      const detail = (event as CustomEvent).detail;
      publishClient
        .publish(event.type, detail === undefined ? '' : JSON.stringify(detail))
        .catch(failed('publish'));
      return true;
    },
  };
}

// Live boardEvents streams, so tests can see that a stream the client left stopped on the server.
const liveByPubSub = new WeakMap<object, number>();
let liveTotal = 0;

/** Counts one live stream on `pubsub`; the returned function ends it (calling it twice counts once). */
export function trackLiveStream(pubsub: object): () => void {
  liveByPubSub.set(pubsub, (liveByPubSub.get(pubsub) ?? 0) + 1);
  liveTotal += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    liveByPubSub.set(pubsub, (liveByPubSub.get(pubsub) ?? 1) - 1);
    liveTotal -= 1;
  };
}

/** How many boardEvents streams are live on `pubsub`, or in this process when none is given. */
export function liveSubscriptionCount(pubsub?: object): number {
  return pubsub ? (liveByPubSub.get(pubsub) ?? 0) : liveTotal;
}
