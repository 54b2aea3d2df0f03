// The rate-limit address: the peer, or behind TRUST_PROXY the last X-Forwarded-For hop (earlier ones are forged).
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
