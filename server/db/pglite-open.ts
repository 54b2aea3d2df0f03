// Opens PGlite with the service's settings: durable in a data directory (or in memory), pg_trgm, UTC, our parsers.
// Runs on the embedded database's thread (server/db/pglite-worker.ts).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-nodefs';
import { parsersByOid } from './parsers';

export interface PgliteOptions {
  /** A directory to persist in; omitted means in memory. */
  dataDir?: string;
  /** A dump from `dumpDataDir()` to start from (in memory only). */
  loadDataDir?: Blob | Uint8Array<ArrayBuffer>;
  /** Whether a commit waits for its WAL to reach the disk, surviving a power loss; true unless set (PGlite: false). */
  durable?: boolean;
  /** PGlite's compiled modules and file bundle, when the caller has them already (server/db/pglite.ts). */
  engine?: Engine;
}

export interface Engine {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Uint8Array<ArrayBuffer>;
}

export async function createPglite(options: PgliteOptions): Promise<PGlite> {
  const durable = options.dataDir !== undefined && options.durable !== false;
  const load = options.loadDataDir;
  const pglite = await PGlite.create({
    ...(options.dataDir
      ? durable
        ? { fs: new DurableNodeFS(options.dataDir), startParams: [...DURABLE_START_PARAMS] }
        : { dataDir: options.dataDir }
      : {}),
    ...(load ? { loadDataDir: load instanceof Blob ? load : new Blob([load]) } : {}),
    ...(options.engine
      ? {
          pgliteWasmModule: options.engine.pgliteWasmModule,
          initdbWasmModule: options.engine.initdbWasmModule,
          fsBundle: new Blob([options.engine.fsBundle]),
        }
      : {}),
    parsers: parsersByOid,
    // Search matches parts of words through trigram indexes (server/migrations/010_inbox_and_search.sql).
    extensions: { pg_trgm },
  });
  try {
    await pglite.exec("SET TIME ZONE 'UTC'");
  } catch (error) {
    await pglite.close().catch(() => undefined);
    throw error;
  }
  return pglite;
}
