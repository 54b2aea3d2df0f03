// An intent as data (sent by useIntentMutation, kept by the device); its own module, apart from the entity merge.
import {
  dataUnderPolicy,
  generatedDocument,
  retryDelay,
  retryQuery,
  type GraphQLClient,
  type OperationMeta,
} from '../../lib/graphql';

/** The header the service deduplicates mutations by (schema/schema.graphql, 10 minutes per user and key). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** One TanStack scope for every intent: they run, and are sent after being offline, in the order they were made. */
export const INTENT_SCOPE = { id: 'lanes-intents' } as const;

/**
 * How every intent goes, from the tab that made it or read back from the device: in order, waiting while offline, and
 * again where a query would go again (a 503 until answered; a failed network or a 5xx twice, 1 s then 2 s apart). Its
 * key makes each attempt the same change. A request sent as the browser comes back online can still fail on the
 * network: without the retry, the tab rolled that offline change back.
 */
export const INTENT_SENDING = {
  scope: INTENT_SCOPE,
  networkMode: 'online',
  retry: retryQuery,
  retryDelay,
} as const;

export interface Intent<TVariables> {
  variables: TVariables;
  key: string;
  /** The operation itself (plain data): an intent kept on the device is sent after a reload by sendIntent alone. */
  operation: OperationMeta;
}

/** Sends an intent: its operation with its variables and its Idempotency-Key. */
export async function sendIntent<TData>(client: GraphQLClient, intent: Intent<unknown>): Promise<TData> {
  const result = await client.execute(generatedDocument<TData, unknown>(intent.operation), {
    variables: intent.variables,
    context: { headers: { [IDEMPOTENCY_HEADER]: intent.key } },
  });
  return dataUnderPolicy(result, 'none');
}

export function newIntentKey(): string {
  return crypto.randomUUID();
}
