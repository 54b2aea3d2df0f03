// Which browser origins may call /graphql: this host's own and CORS_ORIGINS. Mutations and WebSocket upgrades (which
// carry the cookie with no preflight) from any other origin get 403; a request with no Origin is not a browser's.
import type { IncomingMessage } from 'node:http';
import { getOperationAST, OperationTypeNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { isHttps } from '../auth';
import { CSRF_REQUEST_HEADERS } from './csrf';

export const CROSS_ORIGIN_MESSAGE = 'Requests from another site are refused';

/** The origin this request was addressed to (`https://` when we are behind TLS, as far as the proxy says). */
export function selfOrigin(request: Request): string | null {
  const host = request.headers.get('host') ?? URL.parse(request.url)?.host;
  if (!host) return null;
  const https = isHttps(request.url, request.headers.get('x-forwarded-proto'));
  return `${https ? 'https' : 'http'}://${host}`.toLowerCase();
}

export function isAllowedOrigin(request: Request, corsOrigins: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    const normalized = origin.toLowerCase();
    return normalized === selfOrigin(request) || corsOrigins.includes(normalized);
  }
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

/** Whether a WebSocket upgrade comes from this host's page or a configured origin (or from no browser). */
export function isAllowedUpgradeOrigin(req: IncomingMessage, corsOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  const normalized = origin.toLowerCase();
  if (corsOrigins.includes(normalized)) return true;
  // Over a proxy that terminates TLS the scheme differs (https page, http upgrade): the host is what must match.
  return URL.parse(normalized)?.host === req.headers.host?.toLowerCase();
}

/** yoga's `cors` option: CORS headers for configured origins only; none (not even a refusal) for the rest. */
export function corsFor(corsOrigins: readonly string[]) {
  return (request: Request) => {
    const origin = request.headers.get('origin')?.toLowerCase();
    if (!origin || !corsOrigins.includes(origin)) return false as const;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'accept', 'idempotency-key', ...CSRF_REQUEST_HEADERS],
      maxAge: 600,
    };
  };
}

/** Refuses HTTP mutations whose Origin is neither this host's nor configured. */
export function mutationOriginCheck(corsOrigins: readonly string[]): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const request = (args.contextValue as { request?: Request }).request;
      if (!request) return; // WebSocket: checked at the upgrade.
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== OperationTypeNode.MUTATION) return;
      if (isAllowedOrigin(request, corsOrigins)) return;
      setResultAndStopExecution({
        errors: [
          createGraphQLError(CROSS_ORIGIN_MESSAGE, {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          }),
        ],
      });
    },
  };
}
