// A mutation as one user intent: one Idempotency-Key for all its attempts, inert while pending, paused while offline
// and sent in order with the others. Built on TanStack's useMutation, as useGraphQLMutation's context is per hook.
import { useRef } from 'react';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import {
  mergeAnswer,
  operationOf,
  showOptimistic,
  useGraphQLClient,
  type DocumentInput,
  type Rollback,
} from '../../lib/graphql';
import { INTENT_SENDING, newIntentKey, sendIntent, type Intent } from './intent';
import { undoStack, type UndoEntry, type UndoNotice } from '../undo/undoStack';

export { IDEMPOTENCY_HEADER, INTENT_SCOPE, newIntentKey, sendIntent, type Intent } from './intent';

export interface IntentMutationOptions<TData, TVariables> {
  /** A result to show at once, merged like the real one and rolled back when the intent settles. */
  optimisticResponse?: (variables: TVariables) => TData;
  /** Merge the result's entities into every cached query holding them (default true). */
  mergeResult?: boolean;
  /** Whether another intent may start while one is pending (default false: a submit is inert until it settles). */
  concurrent?: boolean;
  /** What a successful change set, for undo (docs/product.md §13): every undoable change passes through here. */
  undoable?: (data: TData, variables: TVariables) => { entry: UndoEntry; notice?: UndoNotice } | null;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
}

export type IntentMutationResult<TData, TVariables> = Omit<
  UseMutationResult<TData, Error, Intent<TVariables>, unknown>,
  'mutate' | 'mutateAsync' | 'variables'
> & {
  /** Starts an intent unless one from this form is still pending; returns whether it started. */
  mutate: (variables: TVariables) => boolean;
  /** The failed intent again, with the same Idempotency-Key (a retry can never be a second change). */
  retry: () => boolean;
  variables: TVariables | undefined;
};

export function useIntentMutation<TData, TVariables>(
  document: DocumentInput<TData, TVariables>,
  options: IntentMutationOptions<TData, TVariables> = {},
): IntentMutationResult<TData, TVariables> {
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  const {
    optimisticResponse,
    mergeResult = true,
    concurrent = false,
    undoable,
    onSuccess,
    onError,
    onSettled,
  } = options;
  // Set synchronously: a double click's second click lands before React re-renders the disabled button.
  const busy = useRef(false);
  const last = useRef<Intent<TVariables> | null>(null);
  // An undoable intent on its way, until it settles: an undo pressed meanwhile waits for it (undoStack.changeStarted).
  const landing = useRef(new Map<Intent<TVariables>, () => void>());
  const mutation = useMutation<TData, Error, Intent<TVariables>, { rollback: Rollback | undefined }>({
    mutationKey: [operationOf(document).operationName ?? ''],
    ...INTENT_SENDING,
    mutationFn: (intent) => sendIntent<TData>(client, intent),
    // The cache as the layer's own mutation hook leaves it: optimistic result, rollback, merge by field name.
    onMutate: async ({ variables }) => ({
      rollback: await showOptimistic(queryClient, optimisticResponse?.(variables), { document, variables }),
    }),
    onSuccess: async (data, { variables }, scope) => {
      await mergeAnswer(queryClient, data, { document, variables }, scope?.rollback, mergeResult);
      const change = undoable?.(data, variables);
      if (change) undoStack.record(change.entry, change.notice);
      return onSuccess?.(data, variables);
    },
    onError: (error, { variables }, scope) => {
      scope?.rollback?.();
      return onError?.(error, variables);
    },
    onSettled: (data, error, intent) => {
      busy.current = false;
      landing.current.get(intent)?.();
      landing.current.delete(intent);
      return onSettled?.(data, error, intent.variables);
    },
  });

  const run = (intent: Intent<TVariables>) => {
    if (busy.current && !concurrent) return false;
    busy.current = true;
    last.current = intent;
    if (undoable && !landing.current.has(intent)) landing.current.set(intent, undoStack.changeStarted());
    mutation.mutate(intent);
    return true;
  };
  const { mutate: _mutate, mutateAsync: _mutateAsync, variables, ...rest } = mutation;
  return {
    ...rest,
    variables: variables?.variables,
    mutate: (next: TVariables) =>
      run({ variables: next, key: newIntentKey(), operation: operationOf(document) }),
    retry: () => (last.current ? run(last.current) : false),
  };
}
