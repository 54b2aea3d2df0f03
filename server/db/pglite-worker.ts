// The embedded database's own thread: PGlite runs here, so a slow statement stops no request that needs no database.
// Speaks the messages of server/db/pglite.ts; PGlite's own mutexes still put one statement or transaction at a time.
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { createPglite, type PgliteOptions } from './pglite-open';
import type { Reply, Request, SerializedError } from './pglite-protocol';

const port = parentPort!;
const options = workerData as PgliteOptions;

/** A transaction the main thread holds open: its statements arrive one by one until it ends. */
interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  done: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
let nextTx = 1;

function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // The statement and its parameters stay here: they may be large, and are not the error's to repeat.
    if (key === 'query' || key === 'params' || key === 'queryOptions' || key === 'length') continue;
    if (value === undefined || typeof value === 'function') continue;
    fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

async function main(): Promise<void> {
  let pglite: Awaited<ReturnType<typeof createPglite>>;
  try {
    pglite = await createPglite(options);
  } catch (error) {
    port.postMessage({ id: 0, ok: false, error: serialize(error) } satisfies Reply);
    return;
  }
  port.postMessage({ id: 0, ok: true, value: null } satisfies Reply);

  /** Opens a PGlite transaction and holds it until an `end` message: resolves with its id once BEGIN ran. */
  const begin = (): Promise<number> =>
    new Promise((resolve, reject) => {
      const id = nextTx++;
      let finish!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolveEnd) => (finish = resolveEnd));
      let entered = false;
      const done: Promise<void> = pglite
        .transaction(async (tx) => {
          entered = true;
          transactions.set(id, { tx, end: finish, done });
          resolve(id);
          // PGlite commits when this resolves and rolls back when it throws.
          if (!(await ended)) throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (error instanceof RolledBack) return;
          if (!entered) reject(error);
          throw error;
        });
      // Whoever ends the transaction hears a failed commit; a failed BEGIN was answered above.
      done.catch(() => undefined);
    });

  const handle = async (request: Request): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const target = request.tx === undefined ? pglite : transactionOf(request.tx).tx;
        const result = await target.query(request.text, request.params);
        return result.rows;
      }
      case 'exec': {
        const target = request.tx === undefined ? pglite : transactionOf(request.tx).tx;
        await target.exec(request.text);
        return null;
      }
      case 'begin':
        return begin();
      case 'end': {
        const open = transactionOf(request.tx);
        open.end(request.commit);
        await open.done;
        transactions.delete(request.tx);
        return null;
      }
      case 'dump': {
        const blob = await pglite.dumpDataDir('none');
        return new Uint8Array(await blob.arrayBuffer());
      }
      case 'close':
        await pglite.close();
        return null;
    }
  };

  port.on('message', (request: Request) => {
    handle(request).then(
      (value) => port.postMessage({ id: request.id, ok: true, value } satisfies Reply),
      (error: unknown) =>
        port.postMessage({ id: request.id, ok: false, error: serialize(error) } satisfies Reply),
    );
  });
}

class RolledBack extends Error {}

function transactionOf(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error('the transaction has ended');
  return open;
}

void main();
