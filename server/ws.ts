// graphql-ws on the service's /graphql path, sharing yoga's envelop (schema, plugins, error masking) and its context,
// so the session cookie of the upgrade request authenticates the socket exactly as it does an HTTP request.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs } from 'graphql';
// Renamed: graphql-ws's useServer is not a React hook, and the hooks lint rule goes by the name.
import { useServer as serveGraphQLWs } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { YogaServerInstance } from 'graphql-yoga';

export interface WebSocketHandler {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

type EnvelopedRoot = {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any yoga instance: its context types do not matter here
export function createWebSocketHandler(yoga: YogaServerInstance<any, any>, path: string): WebSocketHandler {
  const wss = new WebSocketServer({ noServer: true });
  const disposable = serveGraphQLWs(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
        });
        const args: ExecutionArgs = {
          schema,
          operationName: payload.operationName,
          document: parse(payload.query),
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe } satisfies EnvelopedRoot,
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wss,
  );

  return {
    handleUpgrade(req, socket, head) {
      const pathname = (req.url ?? '/').split('?')[0];
      if (pathname !== path || !sameOrigin(req)) {
        socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, (client) => wss.emit('connection', client, req));
    },
    async close() {
      await disposable.dispose();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

// Browsers send cookies with WebSocket handshakes from any page; refusing foreign origins stops another site from
// opening a socket with the viewer's session. Clients that send no Origin (Node, tools) are not browsers.
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
