// The HTTP servers an app listens on, and their ends: drain (SIGTERM's first step) and close.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { limitConnections, serverOptions } from '../limits/connections';
import type { Limits } from '../limits/limits';
import type { WebSocketHandler } from '../ws';

export interface Listening {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export interface ServerOptions {
  limits: Limits;
  requestListener(req: IncomingMessage, res: ServerResponse): void;
  ws: WebSocketHandler;
  streamsOpen: ReadonlySet<ServerResponse>;
  inFlight: ReadonlySet<ServerResponse>;
}

export interface Servers {
  readonly draining: boolean;
  listen(options: { port: number; host: string }): Promise<Listening>;
  drain(deadlineMs: number): Promise<void>;
  /** Closes every server and its connections, live ones included. */
  closeAll(): Promise<void>;
}

export function servers(options: ServerOptions): Servers {
  const { ws } = options;
  const open = new Set<http.Server>();
  let draining = false;

  const closeServer = (server: http.Server) =>
    new Promise<void>((resolve) => {
      open.delete(server);
      server.close(() => resolve());
      // Open SSE streams and keep-alive sockets would hold close() forever.
      server.closeAllConnections();
    });

  return {
    get draining() {
      return draining;
    },
    async listen({ port, host }) {
      const server = http.createServer(serverOptions(options.limits), options.requestListener);
      limitConnections(server, options.limits);
      server.on('upgrade', ws.handleUpgrade);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      open.add(server);
      const address = server.address() as AddressInfo;
      const shownHost =
        host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      let closing: Promise<void> | undefined;
      const close = (): Promise<void> => {
        closing ??= ws.closeClients().then(() => closeServer(server));
        return closing;
      };
      return { url: `http://${shownHost}:${address.port}`, server, close };
    },
    async drain(deadlineMs) {
      draining = true;
      const deadline = Date.now() + deadlineMs;
      for (const server of open) {
        server.close();
        server.closeIdleConnections();
      }
      for (const res of options.streamsOpen) res.destroy();
      await ws.closeClients();
      while (options.inFlight.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const server of open) server.closeIdleConnections();
    },
    async closeAll() {
      await Promise.all([...open].map(closeServer));
    },
  };
}
