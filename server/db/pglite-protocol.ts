// The messages between the service and the embedded database's thread (server/db/pglite-worker.ts).

export type Request =
  | { id: number; op: 'query'; text: string; params?: unknown[]; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** An error as PGlite threw it: its message and PostgreSQL's fields (code, constraint, …), which the resolvers read. */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

/** Id 0 answers the start: PGlite opened, or why it could not. */
export type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };
