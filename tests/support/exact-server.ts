// A loopback HTTP server for transport tests: it records every request as received (method, target, raw header lines,
// body bytes) and answers with exactly the status, headers and body bytes a test scripts, so nothing between the
// client and the assertion reshapes either side.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** The request target as sent: path and search string. */
  target: string;
  /** Header lines in the order received, names as sent on the wire. */
  headers: Array<[name: string, value: string]>;
  body: Buffer;
  /** Resolves when the client closed the exchange before the server answered (an aborted fetch). */
  closedEarly: Promise<void>;
}

export interface ExactReply {
  status: number;
  /** Header lines sent as given; `content-length` is added from the body unless present. */
  headers?: Array<[name: string, value: string]>;
  body?: string | Buffer;
  /** Send the status, headers and body, then drop the connection (with a `content-length` promising more). */
  cut?: boolean;
}

/**
 * `'hold'` never answers, so a test can abort a request that is in flight; `'drop'` closes the connection without an
 * answer, as a network failing mid-request does.
 */
export type Responder = (
  request: RecordedRequest,
) => ExactReply | 'hold' | 'drop' | Promise<ExactReply | 'hold' | 'drop'>;

export interface ExactServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `${origin}/graphql` */
  url: string;
  requests: RecordedRequest[];
  /** The one request received since the last reset; fails when there were none or several. */
  onlyRequest(): RecordedRequest;
  /** Every request from now on is answered by `responder`. */
  respondWith(responder: Responder | ExactReply): void;
  /** Resolves with the next request the server receives. */
  nextRequest(): Promise<RecordedRequest>;
  reset(): void;
  close(): Promise<void>;
}

export const JSON_HEADERS: Array<[string, string]> = [['content-type', 'application/json']];

export function jsonReply(body: string, status = 200): ExactReply {
  return { status, headers: JSON_HEADERS, body };
}

export async function startExactServer(): Promise<ExactServer> {
  let responder: Responder = () => jsonReply('{"data":{}}');
  let waiters: Array<(request: RecordedRequest) => void> = [];
  const requests: RecordedRequest[] = [];

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    let answered = false;
    let markClosedEarly!: () => void;
    const closedEarly = new Promise<void>((resolve) => (markClosedEarly = resolve));
    res.on('close', () => {
      if (!answered || !res.writableFinished) markClosedEarly();
    });
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Array<[string, string]> = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        headers.push([req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string]);
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        target: req.url ?? '',
        headers,
        body: Buffer.concat(chunks),
        closedEarly,
      };
      requests.push(recorded);
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve(recorded);
      void Promise.resolve(responder(recorded)).then((reply) => {
        if (reply === 'hold' || res.destroyed) return;
        if (reply === 'drop') {
          res.destroy();
          return;
        }
        answered = true;
        const body =
          typeof reply.body === 'string' ? Buffer.from(reply.body, 'utf8') : (reply.body ?? Buffer.alloc(0));
        const lines = [...(reply.headers ?? [])];
        if (!lines.some(([name]) => name.toLowerCase() === 'content-length') && !noBodyStatus(reply.status)) {
          lines.push(['content-length', String(body.length)]);
        }
        res.sendDate = false;
        res.writeHead(reply.status, lines.flat());
        if (reply.cut) {
          res.write(body, () => res.destroy());
          return;
        }
        res.end(noBodyStatus(reply.status) ? undefined : body);
      });
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    url: `${origin}/graphql`,
    requests,
    onlyRequest() {
      if (requests.length !== 1)
        throw new Error(
          `expected exactly one request, received ${requests.length}: ${requests.map((r) => `${r.method} ${r.target.slice(0, 60)}`).join(', ')}`,
        );
      return requests[0] as RecordedRequest;
    },
    respondWith(next) {
      responder = typeof next === 'function' ? next : () => next;
    },
    nextRequest() {
      return new Promise((resolve) => waiters.push(resolve));
    },
    reset() {
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Statuses whose responses carry no body by definition (RFC 9110). */
function noBodyStatus(status: number) {
  return status === 204 || status === 304 || (status >= 100 && status < 200);
}
