// CSRF prevention as Apollo does it (yoga's plugin, renamed for the hooks lint rule): unpreflighted requests get 403.
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
