// The envelop plugins of every GraphQL request, in the order they must run: log, CSRF, the API key and the trusted
// documents (both before anything reads the document), origin and a READ key's writes, limits, the session's streams,
// Idempotency-Key, the result cache, then the response's headers.
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context';
import type { Db } from '../db/types';
import type { ProjectResultCache } from '../cache/project-result-cache';
import { idempotencyKeyPlugin } from '../events/idempotency';
import { logger } from '../log';
import { requestLog } from '../request-log';
import { readOnlyKeys } from '../security/api-keys';
import { csrfPrevention } from '../security/csrf';
import { mutationOriginCheck } from '../security/origin';
import { sessionBoundStreams } from '../security/session-streams';

export interface PluginOptions {
  db: Db;
  /** Checks an `Authorization` key, then refuses documents that are not trusted (security/). */
  documentPlugins: readonly Plugin[];
  corsOrigins: readonly string[];
  limitPlugins: readonly Plugin[];
  resultCache: Pick<ProjectResultCache, 'plugin'>;
  cookiePlugin: Plugin;
}

export function lanesPlugins(options: PluginOptions): Plugin<Context>[] {
  return [
    requestLog(logger),
    csrfPrevention(),
    ...options.documentPlugins,
    mutationOriginCheck(options.corsOrigins),
    readOnlyKeys(),
    ...options.limitPlugins,
    sessionBoundStreams(),
    idempotencyKeyPlugin(options.db),
    // After every limit and check above: only an operation that would run is answered from the cache.
    options.resultCache.plugin,
    responseHeaders(options.corsOrigins),
    options.cookiePlugin,
  ] as Plugin<Context>[];
}

function responseHeaders(corsOrigins: readonly string[]): Plugin {
  return {
    onResponse({ request, response }) {
      // With CORS origins configured, the CORS headers depend on Origin: caches must key on it.
      if (corsOrigins.length > 0) response.headers.append('vary', 'Origin');
      // A query over GET is a person's own data: no cache, the browser's included, keeps it.
      if (request.method === 'GET') response.headers.set('cache-control', 'no-store');
    },
  };
}
