// The HTTP router: /graphql (compressed), /healthz, /readyz and the built app; GraphQL responses are tracked so a
// drain can cut the streams and wait for the rest.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/types';
import { createResponseCompression, createStaticHandler, sendText } from '../http';
import { liveSubscriptionCount, type ClosableBoardPubSub } from '../pubsub';

export interface RouteOptions {
  graphqlPath: string;
  graphql(req: IncomingMessage, res: ServerResponse): void;
  db: Db;
  pubsub: ClosableBoardPubSub;
  staticDir?: string | undefined;
  draining(): boolean;
}

export interface Routes {
  requestListener(req: IncomingMessage, res: ServerResponse): void;
  /** Event streams, cut on drain. */
  streamsOpen: ReadonlySet<ServerResponse>;
  /** Other GraphQL requests in flight, answered before the process exits. */
  inFlight: ReadonlySet<ServerResponse>;
}

export function routes(options: RouteOptions): Routes {
  const serveStatic = options.staticDir ? createStaticHandler(options.staticDir) : null;
  const compress = createResponseCompression();
  const streamsOpen = new Set<ServerResponse>();
  const inFlight = new Set<ServerResponse>();
  const track = (set: Set<ServerResponse>, res: ServerResponse) => {
    set.add(res);
    res.once('close', () => set.delete(res));
  };

  const requestListener = (req: IncomingMessage, res: ServerResponse): void => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (options.draining()) res.setHeader('connection', 'close');
    if (pathname === options.graphqlPath) {
      track(req.headers.accept?.includes('text/event-stream') ? streamsOpen : inFlight, res);
      compress(req, res, () => options.graphql(req, res));
      return;
    }
    if (pathname === '/healthz') {
      sendText(res, 200, 'ok\n');
      return;
    }
    if (pathname === '/readyz') {
      void readiness(options.db, options.pubsub, options.draining()).then(({ ready, body }) => {
        res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify(body));
      });
      return;
    }
    if (!serveStatic) {
      sendText(res, 404, 'Not found\n');
      return;
    }
    serveStatic(req, res).catch(() => {
      if (!res.headersSent) sendText(res, 500, 'Internal error\n');
      else res.destroy();
    });
  };

  return { requestListener, streamsOpen, inFlight };
}

/** PostgreSQL and Redis both answer in time (and the instance is not draining); in-process pub/sub always does. */
async function readiness(
  db: Db,
  pubsub: ClosableBoardPubSub,
  draining: boolean,
): Promise<{ ready: boolean; body: Record<string, boolean | number> }> {
  const within = <T>(promise: Promise<T>, fallback: T) =>
    Promise.race([
      promise.catch(() => fallback),
      new Promise<T>((resolve) => setTimeout(() => resolve(fallback), 2_000).unref()),
    ]);
  const [postgres, redis] = await Promise.all([
    within(
      db.query('SELECT 1').then(() => true),
      false,
    ),
    within(pubsub.ping(), false),
  ]);
  // The live streams this instance holds: how an operator (and the fault test) sees where clients are.
  const streams = liveSubscriptionCount(pubsub);
  return { ready: postgres && redis && !draining, body: { postgres, redis, draining, streams } };
}
