// PGlite's Node filesystem with a working fsync, so an acknowledged commit is on disk: PGlite runs with fsync off and
// NODEFS's fsync does nothing (electric-sql/pglite#1107). Installed through PGlite's public preRun hook.
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
        // PostgreSQL also syncs directories, for which NODEFS opens no host descriptor.
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
