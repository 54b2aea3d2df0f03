// CSRF prevention as Apollo Server does it, through yoga's own plugin: a request runs only if a browser would have
// preflighted it, i.e. its content-type is not one of the three "simple" ones (form-urlencoded, multipart/form-data,
// text/plain), or it carries one of these headers a page cannot set without a preflight. A POST without a JSON-ish
// content-type and a bare GET (an <img>, a link) are refused with 403 before any context or resolver runs.
//
// The Lanes client sends `content-type: application/json` on POST and on GET alike (the spec's wire), so its own
// requests pass without an extra header.
// Renamed: an envelop plugin factory is not a React hook, and the hooks lint rule goes by the name.
import { useCSRFPrevention as csrfPreventionPlugin } from '@graphql-yoga/plugin-csrf-prevention';

/** Any one of these makes a request non-simple (Apollo's, plus yoga's and a neutral one for other clients). */
export const CSRF_REQUEST_HEADERS = [
  'x-graphql-csrf',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'x-graphql-yoga-csrf',
];

export function csrfPrevention() {
  return csrfPreventionPlugin({ requestHeaders: CSRF_REQUEST_HEADERS });
}
