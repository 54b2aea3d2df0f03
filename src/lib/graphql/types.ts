// The GraphQL layer's shared types: documents, results, per-call init and the client's public face.
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';

export type OperationType = 'query' | 'mutation' | 'subscription';

/** What codegen knows about an operation at build time (codegen.ts), so nothing parses at run time. */
export interface OperationMeta {
  operationName?: string;
  operationType: OperationType;
  /** Absent from a build that sends every document by hash (its text lives in the service's manifest). */
  query?: string;
  /** The SHA-256 (hex) the document is known by in a manifest of trusted documents (codegen's; absent for plain strings). */
  hash?: string;
  /** Each response key's field name, arguments and sub-selections (codegen's; absent for plain strings). */
  fields?: SelectionMap;
  defaults?: Record<string, unknown>;
}

/** A generated `TypedDocumentString` (a `String` carrying `__meta__`) or a plain GraphQL source string. */
export type DocumentInput<TResult = unknown, TVariables = Record<string, unknown>> =
  | (DocumentTypeDecoration<TResult, TVariables> & { toString(): string; __meta__?: Record<string, unknown> })
  | string;

export type ResultOf<T> = T extends DocumentTypeDecoration<infer R, unknown> ? R : unknown;
export type VariablesOf<T> = T extends DocumentTypeDecoration<unknown, infer V> ? V : Record<string, unknown>;

export interface GraphQLResult<TData = unknown> {
  data?: TData | null;
  errors?: readonly GraphQLFormattedError[];
  extensions?: Record<string, unknown>;
}

export type HeadersInput = Record<string, string>;

/** Per-call context; each field wins over the client's configuration. */
export interface OperationContext {
  uri?: string;
  headers?: HeadersInput;
  credentials?: RequestCredentials;
  fetchOptions?: RequestInit;
  http?: { includeExtensions?: boolean };
}

export interface ExecuteInit<TVariables = Record<string, unknown>> {
  variables?: TVariables;
  extensions?: Record<string, unknown>;
  context?: OperationContext;
  signal?: AbortSignal;
}

/** The operation as the transport sees it; `uri` functions receive it. */
export interface Operation {
  operationName: string | undefined;
  operationType: OperationType;
  query: string | undefined;
  /** The document's hash in a manifest of trusted documents (a generated document's); sent instead of `query` when asked. */
  hash?: string;
  variables: Record<string, unknown>;
  extensions: Record<string, unknown> | undefined;
  context: OperationContext;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface SubscriptionOptions {
  /** `sse` (the default): graphql-sse distinct connections over POST; `ws`: graphql-transport-ws. */
  transport?: 'sse' | 'ws';
  /** Defaults to the client's `uri` (with `ws:`/`wss:` for WebSocket). */
  url?: string;
  /** A WebSocket constructor, for Node where there is no global one (pass the `ws` package). */
  webSocketImpl?: unknown;
}

/** Sending by hash (`persistedQueries`). */
export interface PersistedQueriesOptions {
  /**
   * When the server knows no document by that hash (`PERSISTED_QUERY_NOT_FOUND`), send the operation once more with
   * its text, as Automatic Persisted Queries clients do. Off: a server that runs only trusted documents answers text
   * with `PERSISTED_QUERY_ONLY` anyway, and an unknown hash is then a build the server lacks, which text cannot mend.
   */
  retryWithText?: boolean;
}

export interface GraphQLClientOptions {
  uri?: string | ((operation: Operation) => string);
  headers?: HeadersInput | (() => HeadersInput);
  credentials?: RequestCredentials;
  fetchOptions?: RequestInit;
  useGETForQueries?: boolean;
  includeExtensions?: boolean;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: FetchLike;
  /**
   * Send a document that carries a build-time hash (a generated one) by hash instead of text, in the Automatic
   * Persisted Queries form: `extensions.persistedQuery` `{ version: 1, sha256Hash }` and no `query`, over POST, GET,
   * SSE and WebSocket alike. Off by default: the spec's body. A plain-string document still goes as text.
   */
  persistedQueries?: boolean | PersistedQueriesOptions;
  subscriptions?: SubscriptionOptions;
}

export interface Observer<T> {
  next?: (value: T) => void;
  error?: (error: unknown) => void;
  complete?: () => void;
}

export interface Unsubscribable {
  unsubscribe(): void;
}

/**
 * A multicast stream: observers share one subscription. `promise` resolves with the last value, or rejects with
 * `Observable cancelled prematurely` when the last observer leaves first.
 */
export interface MulticastObservable<T> {
  subscribe(observer: Observer<T>): Unsubscribable;
  readonly promise: Promise<T | undefined>;
}

export interface GraphQLClient {
  execute<TResult, TVariables = Record<string, unknown>>(
    document: DocumentInput<TResult, TVariables>,
    init?: ExecuteInit<TVariables>,
  ): Promise<GraphQLResult<TResult>>;
  subscribe<TResult, TVariables = Record<string, unknown>>(
    document: DocumentInput<TResult, TVariables>,
    init?: Pick<ExecuteInit<TVariables>, 'variables' | 'extensions' | 'context'>,
  ): MulticastObservable<GraphQLResult<TResult>>;
}

/** An argument value with variables left as `{ $: name }` (GraphQL names never contain `$`). */
export type ArgumentTemplate =
  | string
  | number
  | boolean
  | null
  | { $: string }
  | ArgumentTemplate[]
  | { [name: string]: ArgumentTemplate };

/**
 * One response key: `[fieldName, arguments or 0, sub-selections or 0, condition]`; the condition, when the field may be
 * absent, is a type name (a fragment's) or 1 (@include/@skip). Written by codegen/operation-meta.ts.
 */
export type SelectionEntry =
  | readonly [string, { [name: string]: ArgumentTemplate } | 0, SelectionMap | 0]
  | readonly [string, { [name: string]: ArgumentTemplate } | 0, SelectionMap | 0, string | 1];
/** `0`: a leaf without arguments named as its response key, always present. */
export interface SelectionMap {
  [responseKey: string]: SelectionEntry | 0;
}
