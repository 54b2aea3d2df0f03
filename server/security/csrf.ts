// CSRF prevention as Apollo does it (yoga's plugin, renamed for the hooks lint rule): unpreflighted requests get 403,
// except a read the page asked for itself, which the browser vouches for with Fetch Metadata.
import { useCSRFPrevention as csrfPreventionPlugin } from '@graphql-yoga/plugin-csrf-prevention';
import type { Plugin } from 'graphql-yoga';

/** Any one of these makes a request non-simple (Apollo's, plus yoga's and a neutral one for other clients). */
export const CSRF_REQUEST_HEADERS = [
  'x-graphql-csrf',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'x-graphql-yoga-csrf',
];

export function csrfPrevention(): Plugin {
  const plugin = csrfPreventionPlugin({ requestHeaders: CSRF_REQUEST_HEADERS });
  return {
    onRequestParse(payload) {
      // The page's preload of its first queries (server/route-preload.ts) cannot carry a header. A browser marks
      // what a page asks of its own origin `Sec-Fetch-Site: same-origin`, which no other site's page can send; a GET
      // is only ever a read, as mutations over GET are refused.
      const { request } = payload;
      if (request.method === 'GET' && request.headers.get('sec-fetch-site') === 'same-origin') return;
      // An API key's request (a script's): a page can send `Authorization` to another site only after a preflight,
      // which CORS here never grants for it, so no page can forge one; the key acts as its owner, never a cookie.
      if (request.headers.has('authorization')) return;
      return plugin.onRequestParse?.(payload);
    },
  };
}
