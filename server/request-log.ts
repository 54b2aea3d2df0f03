// One structured log record per GraphQL request over HTTP: request id (nginx's X-Request-Id, else a new one, echoed
// back), operation name, duration, HTTP status and error codes. Never the variables, the cookie or the body.
import { randomUUID } from 'node:crypto';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';

interface Entry {
  id: string;
  start: number;
  operation?: string;
  codes?: string[];
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

function operationName(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  return /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1];
}

export function requestLog(log: Logger): Plugin {
  const entries = new WeakMap<Request, Entry>();
  return {
    onRequest({ request }) {
      const given = request.headers.get('x-request-id');
      entries.set(request, {
        id: given && REQUEST_ID.test(given) ? given : randomUUID(),
        start: performance.now(),
      });
    },
    onParams({ request, params }) {
      const entry = entries.get(request);
      if (entry) entry.operation = params.operationName ?? operationName(params.query);
    },
    onResultProcess({ request, result }) {
      const entry = entries.get(request);
      if (!entry || isAsyncIterable(result)) return;
      const results = Array.isArray(result) ? result : [result];
      const codes = results.flatMap((r) =>
        (r.errors ?? []).map((e) =>
          String((e as { extensions?: { code?: unknown } }).extensions?.code ?? 'ERROR'),
        ),
      );
      if (codes.length > 0) entry.codes = [...new Set(codes)];
    },
    onResponse({ request, response }) {
      const entry = entries.get(request);
      if (!entry) return;
      entries.delete(request);
      response.headers.set('x-request-id', entry.id);
      const stream = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
      const record = {
        requestId: entry.id,
        operation: entry.operation ?? null,
        durationMs: Math.round((performance.now() - entry.start) * 10) / 10,
        status: response.status,
        outcome: stream ? 'stream' : response.status >= 500 ? 'failed' : entry.codes ? 'refused' : 'ok',
        ...(entry.codes ? { errors: entry.codes } : {}),
      };
      if (response.status >= 500) log.warn(record, 'request');
      else log.info(record, 'request');
    },
  };
}
