// The service's limits on what one request, one client and one instance may ask for. Every number is chosen so the
// app's own documents pass with room to spare (tests/server/limits-documents.test.ts prints the margins).

export interface Limits {
  /** Bytes of one HTTP request body or one WebSocket message. */
  bodyBytes: number;
  /** Lexical tokens of one GraphQL document (the parser stops counting, and parsing, past it). */
  tokens: number;
  /** Nested selection depth, fragments included. */
  depth: number;
  /** Aliased fields of one operation (the Board query uses 6). */
  aliases: number;
  /** Directives of one operation. */
  directives: number;
  /** Estimated cost: 1 per field, a page of `first` multiplies its selection (server/limits/cost.ts). */
  cost: number;
  /** Live subscriptions one signed-in session may hold. */
  streamsPerSession: number;
  /** Live subscriptions of the whole instance. */
  streamsPerInstance: number;
  /** Open sockets one client address may hold. */
  connectionsPerAddress: number;
  /**
   * Open sockets in all (server.maxConnections; Node closes the excess at accept), or null for none: main.ts sets it
   * from the open-file limit (server/limits/file-limit.ts).
   */
  maxConnections: number | null;
  /** ms to receive a request's headers. */
  headersTimeoutMs: number;
  /**
   * ms to receive a whole request (headers and body); responses, SSE streams and WebSockets are not bounded. It also
   * ends an upload that goes on after its 413: Node reads and drops such a body to keep the connection usable.
   */
  requestTimeoutMs: number;
  /** ms an idle keep-alive socket stays open between requests. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two request timeouts above (its default, 30 s, would let slow sockets live on). */
  timeoutCheckIntervalMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  bodyBytes: 256 * 1024,
  tokens: 2_000,
  depth: 12,
  aliases: 20,
  directives: 20,
  cost: 50_000,
  streamsPerSession: 20,
  streamsPerInstance: 1_000,
  connectionsPerAddress: 128,
  maxConnections: null,
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  timeoutCheckIntervalMs: 1_000,
};

/** The `extensions.code` of each refusal (README "Limits" lists them). */
export const LIMIT_CODES = {
  body: 'REQUEST_ENTITY_TOO_LARGE',
  tokens: 'TOKEN_LIMIT',
  depth: 'DEPTH_LIMIT',
  aliases: 'ALIAS_LIMIT',
  directives: 'DIRECTIVE_LIMIT',
  cost: 'COST_LIMIT',
  streams: 'TOO_MANY_STREAMS',
} as const;
