// Socket limits: time to send a request, idle keep-alive, sockets per address (a WebSocket's until it closes).
import type http from 'node:http';
import type { Socket } from 'node:net';
import type { Limits } from './limits';

type SocketLimits = Pick<
  Limits,
  | 'headersTimeoutMs'
  | 'requestTimeoutMs'
  | 'keepAliveTimeoutMs'
  | 'timeoutCheckIntervalMs'
  | 'connectionsPerAddress'
  | 'maxConnections'
>;

/** Options for http.createServer. Node's requestTimeout bounds receiving the request only: SSE responses live on. */
export function serverOptions(limits: SocketLimits): http.ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
  };
}

/**
 * Closes sockets past `connectionsPerAddress` as they connect, and silent ones after the header timeout: Node has no
 * per-address cap, and its header timeout never fires for a socket that sends nothing.
 */
export function limitConnections(server: http.Server, limits: SocketLimits): void {
  if (limits.maxConnections !== null) server.maxConnections = limits.maxConnections;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= limits.connectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    const silent = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, limits.headersTimeoutMs);
    silent.unref();
    socket.once('close', () => {
      clearTimeout(silent);
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
