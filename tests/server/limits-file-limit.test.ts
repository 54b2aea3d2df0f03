// server/main.ts under a small open-file limit (`ulimit -n 256`), flooded with sockets from four loopback addresses
// (each within its per-address cap, together twice the limit): the service caps its connections below the limit
// (server.maxConnections, a reserve kept for the database and logs), so Node drops the excess, and once the flood
// closes a read and a write succeed as before.
import { once } from 'node:events';
import { readdirSync, readlinkSync } from 'node:fs';
import { readdir, readlink } from 'node:fs/promises';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { DESCRIPTOR_RESERVE } from '../../server/limits/file-limit';
import { mainProcesses } from '../support/main-process';

const FILE_LIMIT = 256;
const FLOOD_ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const PER_ADDRESS = 128;
const mains = mainProcesses();

/** main.ts started by a shell that first lowers the open-file limit. */
const startLimited = () =>
  mains.start(
    // The requests send their own text, as an API key may (trusted-documents.test.ts: production's).
    { DATA_DIR: mains.dataDir(), LANES_ENV: 'development' },
    { fileLimit: FILE_LIMIT },
  );

/** Opens a socket from `localAddress`; resolves once it is connected or refused, and reports which. */
function floodSocket(port: number, localAddress: string): Promise<net.Socket | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', () => resolve(null));
  });
}

async function waitFor(condition: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function graphql(url: string, query: string, cookie?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  return { response, body: (await response.json()) as { data?: unknown; errors?: unknown } };
}

describe('connections under the open-file limit', () => {
  it(
    'drops a flood beyond the limit, and answers a read and a write once it closes',
    { timeout: 120_000 },
    async () => {
      const service = await startLimited();
      const port = Number(new URL(service.url).port);
      // Sockets, not every descriptor: the database's thread opens its files as its first statements run.
      const descriptors = async () => {
        const fds = await readdir(`/proc/${service.child.pid}/fd`);
        const links = await Promise.all(
          fds.map((fd) => readlink(`/proc/${service.child.pid}/fd/${fd}`).catch(() => '')),
        );
        return { all: fds.length, sockets: links.filter((link) => link.startsWith('socket:')).length };
      };
      const own = (await descriptors()).sockets;
      let dropped = 0;
      const sockets = (
        await Promise.all(
          FLOOD_ADDRESSES.flatMap((address) =>
            Array.from({ length: PER_ADDRESS }, () => floodSocket(port, address)),
          ),
        )
      ).filter((socket): socket is net.Socket => socket !== null);
      for (const socket of sockets) socket.once('close', () => (dropped += 1));
      // Node closes every socket past maxConnections (the limit less the reserve) as it accepts it. Without the cap it
      // would keep accepting until the descriptors ran out (libuv then drops the rest), and the sockets it kept would
      // only close when the 5 s silent-socket timer fires: hence the bound.
      const cap = FILE_LIMIT - DESCRIPTOR_RESERVE;
      const expectedDrops = FLOOD_ADDRESSES.length * PER_ADDRESS - cap;
      await waitFor(
        () => dropped >= expectedDrops,
        3_000,
        `${expectedDrops} flood sockets closed by the service`,
      );
      // The service holds its own sockets plus at most `cap` more, and its files (the database's ~100): descriptors
      // are left over.
      const held = await descriptors();
      expect(held.sockets).toBeLessThanOrEqual(own + cap);
      expect(held.all).toBeLessThan(FILE_LIMIT);
      expect(service.child.exitCode).toBeNull();

      for (const socket of sockets) socket.destroy();
      // Once the service has seen the flood close (its sockets gone from its descriptors): until then a new
      // connection still finds the cap full and is dropped like the flood's.
      const socketsNow = () =>
        readdirSync(`/proc/${service.child.pid}/fd`).filter((fd) => {
          try {
            return readlinkSync(`/proc/${service.child.pid}/fd/${fd}`).startsWith('socket:');
          } catch {
            return false;
          }
        }).length;
      await waitFor(() => socketsNow() <= own + 10, 10_000, 'the flood sockets closed in the service');

      const signIn = await graphql(
        service.url,
        'mutation { signIn(email: "ada@lanes.test", password: "lanes-demo") { email } }',
      );
      expect(signIn.body).toEqual({ data: { signIn: { email: 'ada@lanes.test' } } });
      const cookie = signIn.response.headers.getSetCookie()[0]!.split(';')[0]!;
      expect((await graphql(service.url, '{ viewer { email } }', cookie)).body).toEqual({
        data: { viewer: { email: 'ada@lanes.test' } },
      });
      expect(
        (
          await graphql(
            service.url,
            'mutation { createProject(input: { key: "FLOOD", name: "Flood" }) { key } }',
            cookie,
          )
        ).body,
      ).toEqual({ data: { createProject: { key: 'FLOOD' } } });
      expect(service.stderr()).toBe('');
      service.child.kill('SIGTERM');
      expect((await once(service.child, 'exit'))[0]).toBe(0);
    },
  );
});
