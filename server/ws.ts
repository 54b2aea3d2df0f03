// graphql-ws on the service's /graphql path, sharing yoga's envelop (schema, plugins, error masking) and its context,
// so the session cookie of the upgrade request authenticates the socket exactly as it does an HTTP request, and an API
// key in `connectionParams.authorization` as its `Authorization` header does. yoga's onParams hooks never see a
// socket's messages: the key and the trusted documents are checked here, before the document is parsed.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { DocumentNode, ExecutionArgs, GraphQLError } from 'graphql';
// Renamed: graphql-ws's useServer is not a React hook, and the hooks lint rule goes by the name.
import { useServer as serveGraphQLWs } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { createGraphQLError, type YogaServerInstance } from 'graphql-yoga';
import { isGraphQLError } from './limits/limit-error';
import { isAllowedUpgradeOrigin } from './security/origin';
import { bearerKey, invalidKey, type ApiKeyAuth } from './security/api-keys';

export interface WebSocketHandler {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Says "going away" (1001) to every socket, and cuts those still open after `graceMs`. */
  closeClients(graceMs?: number): Promise<void>;
  close(): Promise<void>;
}

type EnvelopedRoot = {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
};

export interface WebSocketOptions {
  /** Bytes of one message; a bigger one closes the socket (1009) before it is parsed. */
  maxPayload: number;
  /** Browser origins besides this host's own that may open a socket (lower case), as over HTTP. */
  corsOrigins: readonly string[];
  /** The live key `token` names, or null. */
  apiKeyOf(token: string): Promise<ApiKeyAuth | null>;
  /** The text of the document a message names (its text, or a trusted document's hash), or the refusal. */
  documentOf(
    params: { query?: string; extensions?: Record<string, unknown> | null },
    apiKey: ApiKeyAuth | null,
  ): Promise<string | GraphQLError>;
}

/** `connectionParams.authorization`: absent (no key), the key it names, or `false` when it names none that lives. */
async function keyOf(
  connectionParams: Readonly<Record<string, unknown>> | undefined,
  apiKeyOf: WebSocketOptions['apiKeyOf'],
): Promise<ApiKeyAuth | null | false> {
  const authorization = connectionParams?.['authorization'];
  if (authorization === undefined || authorization === null) return null;
  const token = typeof authorization === 'string' ? bearerKey(authorization) : null;
  return (token ? await apiKeyOf(token) : null) ?? false;
}

export function createWebSocketHandler(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any yoga instance: its context types do not matter here
  yoga: YogaServerInstance<any, any>,
  path: string,
  options: WebSocketOptions,
): WebSocketHandler {
  // ws buffers a whole message before handing it on: maxPayload is what bounds that buffer.
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload });
  const disposable = serveGraphQLWs(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      // A key that does not live closes the socket at once (4403 Forbidden), as over HTTP it answers 401.
      onConnect: async (ctx) => (await keyOf(ctx.connectionParams, options.apiKeyOf)) !== false,
      onSubscribe: async (ctx, _id, payload) => {
        // Read again for every operation: a key revoked since the socket opened runs nothing more.
        const apiKey = await keyOf(ctx.connectionParams, options.apiKeyOf);
        if (apiKey === false) return [withoutHttp(invalidKey())];
        const text = await options.documentOf(payload, apiKey);
        if (typeof text !== 'string') return [withoutHttp(text)];
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: { ...payload, query: text },
          apiKey,
        });
        let document: DocumentNode;
        try {
          // The enveloped parse applies the token limit; its refusal (and a syntax error) is this operation's error.
          document = parse(text);
        } catch (error) {
          if (isGraphQLError(error)) return [withoutHttp(error)];
          throw error;
        }
        const args: ExecutionArgs = {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe } satisfies EnvelopedRoot,
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors.map(withoutHttp);
        return args;
      },
    },
    wss,
  );

  // An upgraded socket leaves the HTTP server's connections and close() would wait for it forever: close these first.
  async function closeClients(graceMs = 1_000): Promise<void> {
    const open = [...wss.clients];
    if (open.length === 0) return;
    await Promise.all(
      open.map(
        (client) =>
          new Promise<void>((resolve) => {
            if (client.readyState === client.CLOSED) return resolve();
            const cut = setTimeout(() => client.terminate(), graceMs);
            client.once('close', () => {
              clearTimeout(cut);
              resolve();
            });
            client.close(1001, 'Going away');
          }),
      ),
    );
  }

  return {
    handleUpgrade(req, socket, head) {
      const pathname = (req.url ?? '/').split('?')[0];
      if (pathname !== path || !isAllowedUpgradeOrigin(req, options.corsOrigins)) {
        socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, (client) => {
        quietGoneSockets(client);
        wss.emit('connection', client, req);
      });
    },
    closeClients,
    async close() {
      // Sockets first: graphql-ws's dispose waits for closing handshakes a stalled peer never completes.
      await closeClients();
      await disposable.dispose();
    },
  };
}

// yoga marks validation errors with an HTTP status, which a socket lacks; a copy, since yoga caches them for HTTP too.
function withoutHttp(error: GraphQLError): GraphQLError {
  if (!('http' in error.extensions)) return error;
  const { http: _status, ...extensions } = error.extensions;
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions,
  });
}

// graphql-ws logs every socket error with its stack. Two are expected of hostile or vanished clients and would flood
// the log: a message over maxPayload (closed with 1009) and a send to a reset peer (EPIPE, ECONNRESET).
function quietGoneSockets(client: WebSocket): void {
  const emit = client.emit.bind(client);
  client.emit = (event: string | symbol, ...args: unknown[]): boolean => {
    const code = (args[0] as { code?: unknown } | undefined)?.code;
    if (event === 'error' && code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') return false;
    return emit(event, ...args);
  };
  const send = client.send.bind(client);
  client.send = ((data: string, callback?: (error?: Error) => void) =>
    send(data, (error?: Error) => {
      const code = (error as NodeJS.ErrnoException | undefined)?.code;
      callback?.(code === 'EPIPE' || code === 'ECONNRESET' ? undefined : error);
    })) as WebSocket['send'];
}
