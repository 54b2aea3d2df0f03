// A small real GraphQL service for the subscription transports: graphql-yoga (SSE built in) and graphql-ws on one
// HTTP server and path, on a loopback port, with a count of live server-side iterators and switches for the failure
// cases the transports must handle (a 4xx answer, 5xx answers, a refused socket, a restart on the same port).
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createGraphQLError, createSchema, createYoga, Repeater } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { useServer as serveGraphQLWs } from 'graphql-ws/use/ws';
import type { ExecutionArgs } from 'graphql';

type Run = (args: ExecutionArgs) => ReturnType<Parameters<typeof serveGraphQLWs>[0]['execute'] & {}>;

export interface CounterServiceControls {
  /** Live `counter`/`ticks` iterators on the server right now. */
  readonly live: number;
  /** Every subscription request (SSE POSTs and WebSocket connections) the service has seen. */
  readonly requests: number;
  /** Answer the next `n` SSE requests with 503. */
  failNext(n: number): void;
  /** Sends `value` to every live `ticks` subscriber of the channel (default "main"). */
  tick(value: number, channel?: string): void;
  /** Once no stream is live: counts requests from zero again and fails none (a service shared by tests). */
  reset(): Promise<void>;
}

export interface CounterService extends CounterServiceControls {
  url: string;
  wsUrl: string;
  port: number;
  /** Resolves when the live iterator count reaches `n`. */
  waitForLive(n: number): Promise<void>;
  close(): Promise<void>;
}

const typeDefs = /* GraphQL */ `
  type Query {
    hello: String!
  }
  type Subscription {
    "Counts from 1 to \`to\`, then completes."
    counter(to: Int!): Int!
    "Never completes; the test pushes values to a channel."
    ticks(channel: String = "main"): Int!
    "Refused before streaming, as a resolver refuses a non-member."
    secret: Int!
  }
`;

/** `onChange` hears every change of `live` and `requests` (the child-process wrapper mirrors them with it). */
export async function startCounterService(
  port = 0,
  onChange?: (state: { live: number; requests: number }) => void,
): Promise<CounterService> {
  let live = 0;
  let requests = 0;
  let failures = 0;
  const tickers = new Set<{ channel: string; push: (value: number) => void }>();
  const waiters: { n: number; resolve: () => void }[] = [];
  const changed = () => {
    onChange?.({ live, requests });
    for (const waiter of [...waiters]) {
      if (waiter.n === live) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };

  const schema = createSchema({
    typeDefs,
    resolvers: {
      Query: { hello: () => 'world' },
      Subscription: {
        counter: {
          subscribe: (_: unknown, { to }: { to: number }) =>
            new Repeater<{ counter: number }>(async (push, stop) => {
              live++;
              changed();
              for (let n = 1; n <= to; n++) await push({ counter: n });
              stop();
              await stop;
              live--;
              changed();
            }),
        },
        ticks: {
          subscribe: (_: unknown, { channel }: { channel: string }) =>
            new Repeater<{ ticks: number }>(async (push, stop) => {
              const ticker = { channel, push: (value: number) => void push({ ticks: value }) };
              tickers.add(ticker);
              live++;
              changed();
              await stop;
              tickers.delete(ticker);
              live--;
              changed();
            }),
        },
        secret: {
          subscribe: () => {
            throw createGraphQLError('Project not found', { extensions: { code: 'NOT_FOUND' } });
          },
        },
      },
    },
  });

  const yoga = createYoga({
    schema,
    graphqlEndpoint: '/graphql',
    logging: false,
    plugins: [
      {
        onRequest({ request, endResponse }) {
          if (request.method !== 'POST') return;
          requests++;
          changed();
          if (request.headers.get('x-deny') === 'yes') {
            endResponse(
              new Response(
                JSON.stringify({
                  errors: [{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }],
                }),
                { status: 401, headers: { 'content-type': 'application/json' } },
              ),
            );
          } else if (failures > 0) {
            failures--;
            endResponse(new Response('overloaded', { status: 503 }));
          }
        },
      },
    ],
  });

  const server: Server = createServer(yoga);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const wss = new WebSocketServer({ server, path: '/graphql' });
  type Enveloped = { rootValue: { execute: Run; subscribe: Run } };
  // graphql-ws runs operations through yoga's enveloped execute/subscribe (placed on rootValue in onSubscribe), so
  // both transports share yoga's plugins and error masking, as yoga's documentation wires them.
  serveGraphQLWs(
    {
      execute: (args: ExecutionArgs) => (args as unknown as Enveloped).rootValue.execute(args),
      subscribe: (args: ExecutionArgs) => (args as unknown as Enveloped).rootValue.subscribe(args),
      onConnect: (ctx) => {
        requests++;
        changed();
        // The upgrade request's URL carries the switch, as a cookie would carry a session.
        if (ctx.extra.request.url?.includes('deny=yes')) return false;
        return true;
      },
      onSubscribe: async (ctx, _id, params) => {
        const {
          schema: s,
          execute,
          subscribe,
          contextFactory,
          parse,
          validate,
        } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        const args = {
          schema: s,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wss,
  );

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${actualPort}/graphql`,
    wsUrl: `ws://127.0.0.1:${actualPort}/graphql`,
    port: actualPort,
    get live() {
      return live;
    },
    get requests() {
      return requests;
    },
    failNext(n) {
      failures = n;
    },
    tick(value, channel = 'main') {
      for (const ticker of [...tickers]) if (ticker.channel === channel) ticker.push(value);
    },
    waitForLive(n) {
      if (live === n) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ n, resolve }));
    },
    async reset() {
      if (live !== 0) await new Promise<void>((resolve) => waiters.push({ n: 0, resolve }));
      requests = 0;
      failures = 0;
      changed();
    },
    async close() {
      // Drop every open stream and socket at once, as a crashing or restarting process would.
      for (const client of wss.clients) client.terminate();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
