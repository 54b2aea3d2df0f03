// One database interface for both the embedded PGlite and a real PostgreSQL: the same SQL runs on either.
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** Runs `fn` in a transaction on one connection; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
