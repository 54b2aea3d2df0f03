// The subscription hook: subscribes on mount and on changed variables, leaves on unmount; data, error, status.
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { useGraphQLClient } from '../react';
import { canonical } from '../selections';
import type { DocumentInput, GraphQLResult } from '../types';
import type { SubscriptionObserver, SubscriptionStatus as StreamStatus } from './observable';

/**
 * The stream's status, or `offline` whenever TanStack's onlineManager says so: a dropped network can leave a stream
 * looking open for minutes, and a screen must never say "Live" then.
 */
export type SubscriptionStatus = StreamStatus | 'offline';

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(() => onChange());
const isOnline = () => onlineManager.isOnline();

export interface SubscriptionHookOptions<TData> {
  /** false: no subscription (status 'closed'). Defaults to true. */
  enabled?: boolean;
  /** Every result as it arrives: the place to feed the cache (merge, insert, remove). */
  onData?: (result: GraphQLResult<TData>) => void;
  /** The stream failed for good (refused, fatal answer). */
  onError?: (error: unknown) => void;
  /** The stream came back after a drop; the server does not replay what it missed, so refetch what it would touch. */
  onReconnected?: () => void;
}

export interface SubscriptionHookResult<TData> {
  data: TData | undefined;
  error: unknown;
  status: SubscriptionStatus;
}

/** Object keys sorted at every level, so `{ a, b }` and `{ b, a }` name the same subscription. */
export function stableKey(value: unknown): string {
  return canonical(value ?? null);
}

interface State<TData> extends SubscriptionHookResult<TData> {
  /** Which subscription this state belongs to: state from the previous variables never shows under new ones. */
  tag: string;
}

export function useGraphQLSubscription<TData, TVariables = Record<string, unknown>>(
  document: DocumentInput<TData, TVariables>,
  variables?: TVariables,
  options: SubscriptionHookOptions<TData> = {},
): SubscriptionHookResult<TData> {
  const client = useGraphQLClient();
  const enabled = options.enabled ?? true;
  const variablesKey = stableKey(variables);
  const tag = `${String(document)}\n${variablesKey}`;
  const [state, setState] = useState<State<TData> | undefined>(undefined);
  const online = useSyncExternalStore(subscribeOnline, isOnline, isOnline);

  const onData = useEffectEvent((result: GraphQLResult<TData>) => options.onData?.(result));
  const onError = useEffectEvent((error: unknown) => options.onError?.(error));
  const onReconnected = useEffectEvent(() => options.onReconnected?.());

  useEffect(() => {
    if (!enabled) return;
    const current = (prev: State<TData> | undefined): State<TData> =>
      prev?.tag === tag ? prev : { tag, data: undefined, error: undefined, status: 'connecting' };
    const observer: SubscriptionObserver<GraphQLResult<TData>> = {
      next(result) {
        setState((prev) => ({ ...current(prev), data: result.data ?? undefined, error: undefined }));
        onData(result);
      },
      error(error) {
        setState((prev) => ({ ...current(prev), error, status: 'closed' }));
        onError(error);
      },
      complete() {
        setState((prev) => ({ ...current(prev), status: 'closed' }));
      },
      status(status: StreamStatus) {
        setState((prev) => (current(prev).status === status ? current(prev) : { ...current(prev), status }));
      },
      reconnected() {
        onReconnected();
      },
    };
    const parsed = JSON.parse(variablesKey) as TVariables | null;
    const subscription = client
      .subscribe(document, parsed === null ? {} : { variables: parsed })
      .subscribe(observer);
    return () => subscription.unsubscribe();
  }, [client, document, variablesKey, tag, enabled]);

  if (!enabled) return { data: undefined, error: undefined, status: 'closed' };
  const current = state?.tag === tag ? state : undefined;
  // A stream that ended for good stays `closed`; anything else is `offline` while the device is.
  const status = !online && current?.status !== 'closed' ? 'offline' : (current?.status ?? 'connecting');
  return { data: current?.data, error: current?.error, status };
}
