// PGlite's Node filesystem with working fsync, so a commit PostgreSQL acknowledges is on disk, not only in the page
// cache. As released (0.5.x, see electric-sql/pglite#1107), PGlite starts PostgreSQL with `-F` (fsync off), NodeFS
// has an empty syncToFs(), Emscripten's NODEFS has no fsync stream operation (so fsync() succeeds doing nothing) and
// its fdatasync() is a no-op. `relaxedDurability` only changes when syncToFs() runs, which NodeFS never needed: it
// does not help here. What does: PostgreSQL's own fsync discipline (fsync on, WAL synced with fsync(), which
// Emscripten routes to the stream's fsync operation) and that operation implemented here with the host's fsync.
// Hand-written because no PGlite release provides it; it uses only the exported NodeFS and the Emscripten module
// PGlite hands to preRun (the same hook NodeFS itself uses to mount NODEFS).
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type InitArgs = Parameters<NodeFS['init']>;
type PostgresMod = InitArgs[1] extends Partial<infer M> ? M : never;

/** Emscripten's EIO: a failed host fsync must fail PostgreSQL's fsync (it then stops rather than lose data). */
const EIO = 29;

interface NodefsStream {
  nfd?: number;
  node: unknown;
}

interface NodefsInternals {
  realPath(node: unknown): string;
  stream_ops: { fsync?: (stream: NodefsStream) => number };
}

/** PostgreSQL's start parameters with fsync on and the WAL synced through fsync() (the call that reaches the host). */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

export class DurableNodeFS extends NodeFS {
  override async init(...[pg, options]: InitArgs) {
    const { emscriptenOpts } = await super.init(pg, options);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), (mod: PostgresMod) => addFsync(mod)],
      },
    };
  }
}

function addFsync(mod: PostgresMod): void {
  const nodefs = mod.NODEFS as unknown as NodefsInternals;
  const ErrnoError = (mod.FS as unknown as { ErrnoError: new (errno: number) => Error }).ErrnoError;
  nodefs.stream_ops.fsync = (stream) => {
    try {
      if (stream.nfd !== undefined) {
        fs.fsyncSync(stream.nfd);
      } else {
        // NODEFS opens host descriptors for files only; PostgreSQL also syncs directories (after creating or
        // renaming a file in them), which needs a descriptor of the directory itself.
        const fd = fs.openSync(nodefs.realPath(stream.node), 'r');
        try {
          fs.fsyncSync(fd);
        } finally {
          fs.closeSync(fd);
        }
      }
      return 0;
    } catch {
      throw new ErrnoError(EIO);
    }
  };
}
