// What this device keeps for the person signed in (query cache, changes waiting to be sent), restored before the
// first render so a repeat visit paints at once, online or not. When the service names another person, it is wiped.
import { persistQueryClientRestore, type PersistedClient } from '@tanstack/query-persist-client-core';
import { hydrate, onlineManager, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { InboxCountDocument, ViewerDocument } from '../../generated/hooks';
import type { ViewerQuery } from '../../generated/graphql';
import {
  createDevicePersister,
  generatedDocument,
  graphqlQueryOptions,
  dehydrateKept,
  mergeAnswer,
  queryKey,
  type GraphQLClient,
} from '../lib/graphql';
import { INTENT_SCOPE, INTENT_SENDING, sendIntent, type Intent } from '../shared/intents/intent';
import { sessionExpired } from '../entities/viewer/sessionExpired';

declare const __LANES_CACHE_VERSION__: string | undefined;

/** What kept data must match to be read back: a hash of the app's documents and types (vite.config.ts). */
export const CACHE_VERSION =
  typeof __LANES_CACHE_VERSION__ === 'string' ? __LANES_CACHE_VERSION__ : 'development';

export const DEVICE_STORE = { dbName: 'lanes', storeName: 'cache', key: 'client' } as const;

/** Results kept per query name; the least recently updated go first. */
export const KEPT_PER_QUERY = 20;
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Saves are coalesced: a burst of live events costs one write. */
const SAVE_EVERY_MS = 400;
/** localStorage keys of the device's own settings, which outlive a sign-out (the theme: src/lib/theme.ts). */
const DEVICE_SETTINGS = 'lanes:device:';
/** Whose drafts the tab holds: drafts outlive an expired session, not a change of person. */
const DRAFT_OWNER = 'lanes:draft-owner';
/** Each tab holds this lock plus its id while it lives: its kept changes pass to the one tab that gets it next. */
const SEND_LOCK = 'lanes-send-queue-';
const TAB = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Math.random());
const CHANNEL = 'lanes:device';
/**
 * Whether this browser still holds a session, known with no request: the service sets and clears `lanes_signed_in`
 * (no secret in it) with the session cookie and its lifetime (server/auth.ts, SIGNED_IN_COOKIE).
 */
export function signedInHere(): boolean {
  return /(^|; )lanes_signed_in=/.test(document.cookie);
}

const persister = createDevicePersister(DEVICE_STORE);
const VIEWER = queryKey(ViewerDocument)[0];

let owner: string | null = null;
let leaving = false;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
let wiping: Promise<void> = Promise.resolve();
/** The changes read back from the device: a refusal of one of those is said in the frame (RefusedChanges). */
export const restoredMutations = new Set<number>();

function viewerIdOf(data: unknown): string | null {
  return (data as ViewerQuery | undefined)?.viewer?.id ?? null;
}

/** Wipes what this device keeps (not the shared shell) and, unless `keepDrafts`, the drafts: every sign-out's path. */
export async function wipeDevice({ keepDrafts = false }: { keepDrafts?: boolean } = {}): Promise<void> {
  leaving = true;
  clearTimeout(saveTimer);
  try {
    // The device's own settings (the theme) are not the person's: the sign-in page keeps them.
    const settings = Object.entries(localStorage).filter(([key]) => key.startsWith(DEVICE_SETTINGS));
    localStorage.clear();
    for (const [key, value] of settings) localStorage.setItem(key, value);
    if (!keepDrafts) sessionStorage.clear();
  } catch {
    // Storage disabled by the browser: nothing was kept there.
  }
  const work: Promise<unknown>[] = [persister.wipe()];
  if (typeof caches !== 'undefined')
    work.push(
      caches
        .keys()
        .then((names) =>
          Promise.all(names.filter((name) => !name.startsWith('lanes-shell-')).map((n) => caches.delete(n))),
        ),
    );
  await Promise.allSettled(work);
}

function intentKeyOf(variables: unknown): string | undefined {
  return (variables as Partial<Intent<unknown>> | undefined)?.key;
}

type KeptMutation = DehydratedState['mutations'][number];
type KeptQuery = DehydratedState['queries'][number];

/** Which tab a kept change belongs to: the one that sends it. */
function originOf(mutation: KeptMutation): string {
  const origin = mutation.meta?.origin;
  return typeof origin === 'string' ? origin : 'unknown';
}

/** Other tabs' waiting changes by Idempotency-Key: counted here, but not this tab's to send until their tab is gone. */
const elsewhere = new Map<string, KeptMutation>();
const elsewhereListeners = new Set<() => void>();
const changedElsewhere = () => elsewhereListeners.forEach((listener) => listener());
export const keptElsewhere = {
  size: () => elsewhere.size,
  subscribe(listener: () => void): () => void {
    elsewhereListeners.add(listener);
    return () => elsewhereListeners.delete(listener);
  },
};
/** Origins whose lock this tab has asked for. */
const awaited = new Set<string>();
/** This tab's changes that became paused since the last save: the other tabs hear of them once it is written. */
let announce = false;
let channel: BroadcastChannel | null = null;

/** Changes settled (sent, or refused) here or in another tab of this device: never kept or sent again. */
const settled = new Set<string>();

function save(queryClient: QueryClient): void {
  saveTimer = undefined;
  // Signed out in another tab: nothing of the person may be written back.
  if (owner === null || leaving || !signedInHere()) return;
  const state = dehydrateKept(queryClient, { perName: KEPT_PER_QUERY, meta: { origin: TAB } });
  const told = announce;
  announce = false;
  // Every change this tab holds, kept or being sent: its state here is the one that counts.
  const mine = new Set(
    queryClient
      .getMutationCache()
      .getAll()
      .map((m) => intentKeyOf(m.state.variables)),
  );
  void persister
    .updateClient((previous) => {
      // One record for every tab: the changes another tab kept (and has not sent) stay, even if it has closed.
      const others = (previous?.buster === CACHE_VERSION ? previous.clientState.mutations : []).filter(
        (m) => {
          const key = intentKeyOf(m.state.variables);
          return m.state.isPaused && key !== undefined && !mine.has(key) && !settled.has(key);
        },
      );
      return {
        buster: CACHE_VERSION,
        timestamp: Date.now(),
        clientState: {
          ...state,
          queries: newerOf(previous, state.queries),
          mutations: [...others, ...state.mutations],
        },
      };
    })
    .then(() => {
      if (told) channel?.postMessage({ queued: TAB });
    })
    .catch(() => undefined);
}

/**
 * This tab's results, each replaced by the record's when that is newer: another tab may have written it (its optimistic
 * move) since this tab last read, and this tab's rereads come after its own write, so an older one would stay.
 */
function newerOf(previous: PersistedClient | undefined, queries: KeptQuery[]): KeptQuery[] {
  if (previous?.buster !== CACHE_VERSION) return queries;
  const recorded = new Map(previous.clientState.queries.map((query) => [query.queryHash, query]));
  return queries.map((query) => {
    const theirs = recorded.get(query.queryHash);
    return theirs && theirs.state.dataUpdatedAt > query.state.dataUpdatedAt ? theirs : query;
  });
}

function scheduleSave(queryClient: QueryClient): void {
  if (owner === null || leaving || saveTimer !== undefined) return;
  saveTimer = setTimeout(() => save(queryClient), SAVE_EVERY_MS);
}

/** How a change read back from the device is sent: as in the tab that made it, minus its form. */
function intentDefaults(client: GraphQLClient, queryClient: QueryClient) {
  return {
    mutationFn: (intent: Intent<unknown>) => sendIntent(client, intent),
    ...INTENT_SENDING,
    // Merged as in the tab that made it, by its document's field names; its optimistic result went with that tab.
    onSuccess: (data: unknown, intent: Intent<unknown>) =>
      mergeAnswer(
        queryClient,
        data,
        { document: generatedDocument(intent.operation), variables: intent.variables },
        undefined,
      ),
    // What the screens show may hold its optimistic result: the service's answer replaces it.
    onError: () => queryClient.invalidateQueries(),
  };
}

/** Reads back what this device keeps into `queryClient`, then keeps it current. Returns whose it is, if anyone's. */
export async function restoreDevice(client: GraphQLClient, queryClient: QueryClient): Promise<string | null> {
  // TanStack hears only online/offline events: a page loaded offline would think itself online.
  onlineManager.setOnline(navigator.onLine);
  let found = false;
  let kept: KeptMutation[] = [];
  const restoring: typeof persister = {
    ...persister,
    // Kept changes belong to the tab that made them: this one sends them once that tab is gone (takeOver).
    restoreClient: async () => {
      const record = await persister.restoreClient();
      found = record !== undefined;
      if (!record) return record;
      kept = record.clientState.mutations ?? [];
      return { ...record, clientState: { ...record.clientState, mutations: [] } };
    },
  };
  try {
    await persistQueryClientRestore({
      queryClient,
      persister: restoring,
      buster: CACHE_VERSION,
      maxAge: MAX_AGE_MS,
    });
  } catch {
    // Unreadable: it was removed; the service fills the cache instead.
    queryClient.clear();
    kept = [];
  }
  owner = viewerIdOf(queryClient.getQueryData(queryKey(ViewerDocument)));
  // The session expired or was ended here (drafts stay, as on expiry), or kept data has no person in it: what was
  // kept goes before anything shows.
  if (owner !== null && !signedInHere()) {
    sessionExpired.set();
    owner = null;
  }
  if (owner === null && found) {
    queryClient.clear();
    kept = [];
    await wipeDevice({ keepDrafts: true });
    leaving = false;
  }
  keepDevice(client, queryClient);
  heardOf(client, queryClient, kept);
  return owner;
}

/** Changes waiting in other tabs (or left by closed ones): counted here, and each origin's lock asked for. */
function heardOf(client: GraphQLClient, queryClient: QueryClient, mutations: readonly KeptMutation[]): void {
  const mine = new Set(
    queryClient
      .getMutationCache()
      .getAll()
      .map((m) => intentKeyOf(m.state.variables)),
  );
  for (const mutation of mutations) {
    const key = intentKeyOf(mutation.state.variables);
    if (!mutation.state.isPaused || key === undefined || mine.has(key) || settled.has(key)) continue;
    if (originOf(mutation) === TAB || elsewhere.has(key)) continue;
    elsewhere.set(key, mutation);
    const origin = originOf(mutation);
    if (awaited.has(origin)) continue;
    awaited.add(origin);
    const takeOver = () => adopt(client, queryClient, origin);
    if (typeof navigator !== 'undefined' && navigator.locks)
      // Granted once that tab is gone; held from then on, so no third tab takes the same changes over.
      void navigator.locks.request(SEND_LOCK + origin, () => {
        takeOver();
        return new Promise<never>(() => undefined);
      });
    else takeOver();
  }
  changedElsewhere();
}

/** The changes of a tab that is gone become this tab's own, sent in the order they were made. */
function adopt(client: GraphQLClient, queryClient: QueryClient, origin: string): void {
  const mutations = [...elsewhere.values()].filter((m) => originOf(m) === origin);
  for (const mutation of mutations) elsewhere.delete(intentKeyOf(mutation.state.variables)!);
  changedElsewhere();
  if (mutations.length === 0) return;
  for (const mutation of mutations)
    if (mutation.mutationKey)
      queryClient.setMutationDefaults(mutation.mutationKey, intentDefaults(client, queryClient));
  const before = new Set(queryClient.getMutationCache().getAll());
  hydrate(queryClient, { queries: [], mutations: mutations.map((m) => ({ ...m, scope: INTENT_SCOPE })) });
  for (const mutation of queryClient.getMutationCache().getAll())
    if (!before.has(mutation)) restoredMutations.add(mutation.mutationId);
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
}

function keepDevice(client: GraphQLClient, queryClient: QueryClient): void {
  const onViewer = (data: unknown) => {
    const next = viewerIdOf(data);
    if (next === owner) return;
    const previous = owner;
    owner = next;
    if (previous !== null) {
      // Nothing of the person before may reach the next one: their queued changes go with their data.
      queryClient.getMutationCache().clear();
      elsewhere.clear();
      changedElsewhere();
      wiping = wipeDevice({ keepDrafts: true });
    }
    if (next !== null) {
      leaving = false;
      try {
        const draftsOf = sessionStorage.getItem(DRAFT_OWNER);
        if (draftsOf !== null && draftsOf !== next) sessionStorage.clear();
        sessionStorage.setItem(DRAFT_OWNER, next);
      } catch {
        // Storage disabled: no drafts either.
      }
    }
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === VIEWER && event.type === 'updated' && event.action.type === 'success')
      onViewer(event.action.data);
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated')
      scheduleSave(queryClient);
  });
  // Tabs tell each other of the changes they keep (once written) and of those settled, so each shows them all.
  if (typeof navigator !== 'undefined' && navigator.locks)
    void navigator.locks.request(SEND_LOCK + TAB, () => new Promise<never>(() => undefined));
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel?.addEventListener(
    'message',
    (message: MessageEvent<{ settled?: string; failed?: boolean; queued?: string }>) => {
      const { settled: key, failed, queued } = message.data;
      if (typeof key === 'string') {
        settled.add(key);
        if (elsewhere.delete(key)) changedElsewhere();
        // What the screens show may hold that change's optimistic result: the service's answer replaces it.
        if (failed) void queryClient.invalidateQueries();
      }
      if (typeof queued === 'string' && owner !== null)
        void Promise.resolve(persister.restoreClient()).then((record?: PersistedClient) => {
          if (record?.buster !== CACHE_VERSION) return;
          // The board and task as that tab shows them (newer results only replace older ones).
          hydrate(queryClient, { queries: record.clientState.queries, mutations: [] });
          heardOf(client, queryClient, record.clientState.mutations);
        });
    },
  );
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error')) {
      const key = intentKeyOf(event.mutation.state.variables);
      if (key !== undefined && !settled.has(key)) {
        settled.add(key);
        channel?.postMessage({ settled: key, failed: event.action.type === 'error' });
      }
    }
    // A change that waits to be sent is written at once, not with the coalesced cache: a reload may come next, and
    // a page going away cannot be relied on to finish a write.
    if (event.type === 'updated' && event.mutation.state.isPaused) {
      announce = true;
      clearTimeout(saveTimer);
      save(queryClient);
    } else if (event.type === 'added' || event.type === 'removed' || event.type === 'updated')
      scheduleSave(queryClient);
  });
  addEventListener('pagehide', () => {
    if (saveTimer !== undefined) {
      clearTimeout(saveTimer);
      save(queryClient);
    }
  });
}

/**
 * Asks the frame's queries again while kept data shows: who is signed in (anyone else, or nobody, a session ended
 * elsewhere, wipes what was kept) and the unread count, which no event brings up to date after an absence.
 */
export function revalidateFrame(
  client: GraphQLClient,
  queryClient: QueryClient,
  keptFor: string,
): Promise<void> {
  void queryClient
    .fetchQuery({ ...graphqlQueryOptions(client, InboxCountDocument, undefined), staleTime: 0 })
    .catch(() => undefined);
  return queryClient
    .fetchQuery({ ...graphqlQueryOptions(client, ViewerDocument, undefined), staleTime: 0 })
    .then(
      async (data) => {
        if (viewerIdOf(data) === keptFor) return;
        if (viewerIdOf(data) === null) sessionExpired.set();
        const viewerKey = queryKey(ViewerDocument)[0];
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== viewerKey });
        await wiping;
      },
      () => undefined,
    );
}

/** Sends this tab's kept changes in order (those of other tabs are theirs until they close). */
export function sendKeptChanges(queryClient: QueryClient): Promise<unknown> {
  return onlineManager.isOnline() ? queryClient.resumePausedMutations() : Promise.resolve();
}
