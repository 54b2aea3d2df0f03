// The client address rate limits count by: the socket's peer, unless the operator says a proxy stands in front
// (TRUST_PROXY), in which case the last X-Forwarded-For hop, the one our own proxy appended (earlier hops are
// whatever the client chose to send).
import type { IncomingMessage } from 'node:http';

export function clientAddress(req: IncomingMessage | undefined, trustProxy: boolean): string | null {
  if (!req) return null;
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const value = Array.isArray(header) ? header.join(',') : header;
    const last = value?.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  return req.socket?.remoteAddress ?? null;
}
