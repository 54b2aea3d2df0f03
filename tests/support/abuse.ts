// The hostile requests of issue 8, one function per case, each taking the service's base URL (http://127.0.0.1:port)
// and measuring how long the service takes to refuse it. Used by tests/server/limits-abuse.test.ts and by the load
// benchmark (Board latency while these run). Every loop is bounded; point them at loopback only.
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export interface HttpRefusal {
  /** The answer's status, or 0 when the service cut the connection before the client read one. */
  status: number;
  /** extensions.code of the first error (a GraphQL error body), or EPIPE/ECONNRESET/CLOSED when cut. */
  code: string | null;
  message: string | null;
  /** From the first byte sent to the response's status line. */
  ms: number;
  /** Body bytes written before the answer came (the rest was never sent). */
  bytesSent: number;
  /** The connection was reset while the answer's body was still arriving (so `code` may be unknown). */
  cutShort?: boolean;
}

const MB = 1024 * 1024;

/** Where the attack comes from: another loopback address (127.0.0.2) has its own per-address socket cap. */
export interface From {
  localAddress?: string;
  /** As whom: a session's `lanes_session=…` pair or an API key (`lanes_…`); nobody when absent. */
  credential?: string;
}

/** The headers that carry `credential`: the session's cookie, or the key as a bearer token. */
export function credentialHeaders(credential?: string): Record<string, string> {
  if (!credential) return {};
  return credential.startsWith('lanes_session=')
    ? { cookie: credential }
    : { authorization: `Bearer ${credential}` };
}

function graphqlUrl(baseUrl: string): URL {
  return new URL('/graphql', baseUrl);
}

function errorOf(text: string): { code: string | null; message: string | null } {
  try {
    const body = JSON.parse(text) as { errors?: { message?: string; extensions?: { code?: string } }[] };
    const first = body.errors?.[0];
    return { code: first?.extensions?.code ?? null, message: first?.message ?? null };
  } catch {
    return { code: null, message: null };
  }
}

/** `{"query":"{ viewer { id id id … } }"}` of about `bytes` bytes, produced in chunks (never held whole). */
function* viewerIdsBody(bytes: number, chunkBytes = 64 * 1024): Generator<Buffer> {
  const head = '{"query":"{ viewer {';
  const tail = ' } }"}';
  const fill = Math.max(0, bytes - head.length - tail.length);
  yield Buffer.from(head);
  const unit = ' id';
  const chunk = Buffer.from(unit.repeat(Math.floor(chunkBytes / unit.length)));
  let left = fill - (fill % unit.length);
  while (left > 0) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    left -= piece.length;
    yield piece;
  }
  yield Buffer.from(' '.repeat(fill % unit.length) + tail);
}

/**
 * POSTs a `{ viewer { id id … } }` body of `bytes` (24 MB by default), declared in Content-Length or, with
 * `chunked`, streamed without one. Writing stops as soon as the service answers.
 */
export function hugeBody(
  baseUrl: string,
  bytes = 24 * MB,
  options: { chunked?: boolean } & From = {},
): Promise<HttpRefusal> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let bytesSent = 0;
    let answered = false;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      ...credentialHeaders(options.credential),
    };
    if (!options.chunked) headers['content-length'] = String(bytes);
    const request = http.request(graphqlUrl(baseUrl), {
      method: 'POST',
      headers,
      agent: false,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    request.on('response', (response) => {
      answered = true;
      const ms = performance.now() - started;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      // 'close', not 'end': the bytes still in flight can reset the connection after the status line and before the
      // body's end, and then 'end' never comes (seen under load in CI, where this hung the test for 120 s). The
      // status line already says the service refused; the body read so far is what it said.
      response.on('close', () => {
        request.destroy();
        const cutShort = !response.complete;
        resolve({ status: response.statusCode ?? 0, ...errorOf(text), ms, bytesSent, cutShort });
      });
      response.on('error', () => undefined);
    });
    // Node closes a connection whose request it answered before reading it whole; the bytes still in flight then
    // reset it, and the client may see EPIPE or ECONNRESET before it reads the 413. Either way the service refused.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      answered = true;
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') {
        resolve({
          status: 0,
          code: error.code,
          message: error.message,
          ms: performance.now() - started,
          bytesSent,
        });
      } else {
        reject(error);
      }
    });
    // A connection closed under the upload without an error (a FIN rather than a reset) is a refusal too.
    request.on('close', () => {
      if (answered) return;
      answered = true;
      resolve({ status: 0, code: 'CLOSED', message: null, ms: performance.now() - started, bytesSent });
    });
    const chunks = viewerIdsBody(bytes);
    const pump = (): void => {
      for (;;) {
        if (answered || request.destroyed) return;
        const next = chunks.next();
        if (next.done) {
          request.end();
          return;
        }
        bytesSent += next.value.length;
        if (!request.write(next.value)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    request.flushHeaders();
    pump();
  });
}

/** A body refused: 413, or the connection closed under an upload the service never read. */
export function bodyRefused(refusal: HttpRefusal): boolean {
  return (
    (refusal.status === 413 &&
      (refusal.code === 'REQUEST_ENTITY_TOO_LARGE' ||
        (refusal.cutShort === true && refusal.code === null))) ||
    (refusal.status === 0 && ['EPIPE', 'ECONNRESET', 'CLOSED'].includes(refusal.code ?? ''))
  );
}

/** `count` huge bodies at once (3 × 10 MB by default). */
export function parallelBodies(
  baseUrl: string,
  count = 3,
  bytes = 10 * MB,
  from: From = {},
): Promise<HttpRefusal[]> {
  return Promise.all(Array.from({ length: count }, () => hugeBody(baseUrl, bytes, from)));
}

export interface SocketClosed {
  /** The WebSocket close code the service sent (1009: message too big). */
  closeCode: number;
  /** From sending the message to the socket closing. */
  ms: number;
}

/** Opens a graphql-ws socket and sends one `subscribe` message of `bytes` (40 MB by default). */
async function openGraphqlWs(baseUrl: string, from: From, credential = from.credential): Promise<WebSocket> {
  // A session rides on the upgrade's cookie; an API key in connectionParams, as a script sends it.
  const { cookie, authorization } = credentialHeaders(credential);
  const socket = new WebSocket(graphqlUrl(baseUrl).href.replace(/^http/, 'ws'), 'graphql-transport-ws', {
    ...(cookie ? { headers: { cookie } } : {}),
    ...(from.localAddress ? { localAddress: from.localAddress } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      socket.send(
        JSON.stringify({ type: 'connection_init', ...(authorization ? { payload: { authorization } } : {}) }),
      );
      socket.once('message', () => resolve());
    });
  });
  socket.on('error', () => undefined);
  return socket;
}

export async function hugeWebSocketMessage(
  baseUrl: string,
  bytes = 40 * MB,
  from: From = {},
): Promise<SocketClosed> {
  const socket = await openGraphqlWs(baseUrl, from);
  const head = '{"id":"1","type":"subscribe","payload":{"query":"{ viewer {';
  const tail = ' } }"}}';
  const message = head + ' id'.repeat(Math.floor((bytes - head.length - tail.length) / 3)) + tail;
  let started = 0;
  const closed = new Promise<SocketClosed>((resolve) =>
    socket.once('close', (closeCode) => resolve({ closeCode, ms: performance.now() - started })),
  );
  socket.send(message);
  // send() masks the whole message before it returns; the service's part starts when the bytes leave.
  started = performance.now();
  return closed;
}

/**
 * The service's own refusal time for an oversize WebSocket message: writes only the header of a frame announcing
 * `bytes` (so no time goes into sending them) and times the socket's close.
 */
export async function oversizeWebSocketFrame(
  baseUrl: string,
  bytes = 40 * MB,
  from: From = {},
): Promise<SocketClosed> {
  const socket = await openGraphqlWs(baseUrl, from);
  // FIN + text frame; masked (clients must mask), 64-bit length; then the 4-byte mask key.
  const header = Buffer.alloc(14);
  header[0] = 0x81;
  header[1] = 0x80 | 127;
  header.writeBigUInt64BE(BigInt(bytes), 2);
  const started = performance.now();
  const closed = new Promise<SocketClosed>((resolve) =>
    socket.once('close', (closeCode) => resolve({ closeCode, ms: performance.now() - started })),
  );
  (socket as unknown as { _socket: net.Socket })._socket.write(header);
  return closed;
}

async function postQuery(baseUrl: string, query: string, credential?: string): Promise<HttpRefusal> {
  const body = JSON.stringify({ query });
  const started = performance.now();
  const response = await fetch(graphqlUrl(baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...credentialHeaders(credential),
    },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    ...errorOf(text),
    ms: performance.now() - started,
    bytesSent: body.length,
  };
}

/** A Viewer's `project { tasks(first: 200) { … project { tasks …` nested `levels` deep (4 by default). */
export function deepQueryText(projectKey = 'LAN', levels = 4): string {
  let selection = 'id name';
  for (let level = 0; level < levels; level += 1) {
    selection = `id tasks(first: 200) { edges { node { id title project { ${selection} } } } }`;
  }
  return `{ project(key: "${projectKey}") { ${selection} } }`;
}

export function deepQuery(baseUrl: string, credential?: string, levels = 4): Promise<HttpRefusal> {
  return postQuery(baseUrl, deepQueryText('LAN', levels), credential);
}

/** `count` aliases (1,000 by default) of one costly field: a project's first 200 tasks. */
export function manyAliases(baseUrl: string, credential?: string, count = 1_000): Promise<HttpRefusal> {
  const fields = Array.from(
    { length: count },
    (_, i) => `a${i}: project(key: "LAN") { tasks(first: 200) { edges { node { id title } } } }`,
  );
  return postQuery(baseUrl, `{ ${fields.join(' ')} }`, credential);
}

export interface ManyStreams {
  /** Subscriptions the service refused (each with `refusalMessage`). */
  refused: number;
  refusalCode: string | null;
  refusalMessage: string | null;
  /** From the first subscribe sent to the last refusal received. */
  ms: number;
  close(): void;
}

/**
 * Opens `count` boardEvents subscriptions (5,000 by default) on one graphql-ws socket as `credential` (a session or
 * an API key), and waits until all but `expectedLive` were refused, or `settleMs` passed.
 */
export async function manyStreams(
  baseUrl: string,
  credential: string,
  count = 5_000,
  expectedLive = 20,
  settleMs = 5_000,
  from: From = {},
): Promise<ManyStreams> {
  const socket = await openGraphqlWs(baseUrl, from, credential);
  let refused = 0;
  let refusalCode: string | null = null;
  let refusalMessage: string | null = null;
  const started = performance.now();
  let lastRefusal = started;
  const settled = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, settleMs);
    socket.on('message', (raw: Buffer) => {
      type Errors = { message?: string; extensions?: { code?: string } }[];
      const message = JSON.parse(raw.toString()) as {
        type: string;
        payload?: Errors | { errors?: Errors };
      };
      // Refused before it runs: an `error` message; refused when subscribing: a `next` carrying only errors.
      const errors =
        message.type === 'error'
          ? (message.payload as Errors)
          : message.type === 'next'
            ? (message.payload as { errors?: Errors }).errors
            : undefined;
      if (!errors?.length) return;
      refused += 1;
      lastRefusal = performance.now();
      refusalCode ??= errors[0]?.extensions?.code ?? null;
      refusalMessage ??= errors[0]?.message ?? null;
      if (refused >= count - expectedLive) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  for (let i = 0; i < count; i += 1) {
    socket.send(
      JSON.stringify({
        id: String(i),
        type: 'subscribe',
        payload: { query: 'subscription { boardEvents(projectKey: "LAN") { kind taskId } }' },
      }),
    );
  }
  await settled;
  return {
    refused,
    refusalCode,
    refusalMessage,
    ms: lastRefusal - started,
    close: () => socket.terminate(),
  };
}

function hostAndPort(baseUrl: string): { host: string; port: number } {
  const url = new URL(baseUrl);
  return { host: url.hostname, port: Number(url.port) };
}

export interface Slowloris {
  /** The service cut the socket before every slow byte was sent. */
  cut: boolean;
  bytesSent: number;
  /** From connecting to the socket closing. */
  ms: number;
  /** What the service wrote before closing (e.g. "HTTP/1.1 408 Request Timeout"), first line only. */
  answer: string;
}

/** Sends a request's headers one byte every `intervalMs`, up to `maxBytes` header bytes. */
export function slowloris(
  baseUrl: string,
  intervalMs = 100,
  maxBytes = 600,
  from: From = {},
): Promise<Slowloris> {
  const { host, port } = hostAndPort(baseUrl);
  const head = `POST /graphql HTTP/1.1\r\nHost: ${host}:${port}\r\n${'X-Padding: slow\r\n'.repeat(
    Math.ceil(maxBytes / 17),
  )}`.slice(0, maxBytes);
  return trickle(baseUrl, '', head, intervalMs, from);
}

/** Sends whole headers announcing a `bodyBytes` body, then the body one byte every `intervalMs`. */
export function slowBody(
  baseUrl: string,
  intervalMs = 100,
  bodyBytes = 600,
  from: From = {},
): Promise<Slowloris> {
  const { host, port } = hostAndPort(baseUrl);
  const headers =
    `POST /graphql HTTP/1.1\r\nHost: ${host}:${port}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${bodyBytes}\r\n\r\n`;
  return trickle(baseUrl, headers, ' '.repeat(bodyBytes), intervalMs, from);
}

function trickle(
  baseUrl: string,
  prefix: string,
  slow: string,
  intervalMs: number,
  from: From,
): Promise<Slowloris> {
  const { host, port } = hostAndPort(baseUrl);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect({ port, host, ...from });
    let bytesSent = 0;
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({
        cut: bytesSent < slow.length,
        bytesSent,
        ms: performance.now() - started,
        answer: answer.split('\r\n')[0] ?? '',
      });
    });
    socket.on('connect', () => {
      socket.write(prefix);
      timer = setInterval(() => {
        if (bytesSent >= slow.length || socket.destroyed) {
          clearInterval(timer);
          socket.end();
          return;
        }
        socket.write(slow[bytesSent] ?? '');
        bytesSent += 1;
      }, intervalMs);
    });
  });
}

export interface IdleSockets {
  /** Sockets the service closed at once (over its per-address cap). */
  refused: number;
  /** Sockets still open when this resolved. */
  open: number;
  /** Resolves when the service has closed every socket, with the ms from opening them (its idle sweep). */
  swept(): Promise<number>;
  close(): void;
}

/** Opens `count` TCP sockets that send nothing and counts those the service refuses within `settleMs`. */
export async function idleSockets(
  baseUrl: string,
  count = 1_000,
  settleMs = 500,
  from: From = {},
): Promise<IdleSockets> {
  const { host, port } = hostAndPort(baseUrl);
  const started = performance.now();
  const sockets: net.Socket[] = [];
  const closings: Promise<number>[] = [];
  let closed = 0;
  for (let i = 0; i < count; i += 1) {
    const socket = net.connect({ port, host, ...from });
    socket.on('error', () => undefined);
    // Read (and drop) whatever comes: the service may answer a silent socket's timeout with a 408 before closing it
    // (Node's header timeout and ours race), and a socket with unread data never sees the close (no 'end', so no
    // 'close'): the sweep would look like it never came. Seen on a loaded machine: 18 of 1,000 sockets in CLOSE-WAIT
    // holding the 51 bytes of "HTTP/1.1 408 Request Timeout".
    socket.resume();
    closings.push(
      new Promise((resolve) =>
        socket.once('close', () => {
          closed += 1;
          resolve(performance.now() - started);
        }),
      ),
    );
    sockets.push(socket);
  }
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const refused = closed;
  return {
    refused,
    open: count - refused,
    swept: async () => Math.max(...(await Promise.all(closings))),
    close: () => sockets.forEach((socket) => socket.destroy()),
  };
}
