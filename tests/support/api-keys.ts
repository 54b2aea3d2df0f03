// Requests as production takes them: the app's documents by hash (Automatic Persisted Queries' form), and any text
// with an API key. `keyFor` signs in and makes a key through the app's own documents, so it works against a service
// in production as much as in development.
import { CreateApiKeyDocument, SignInDocument } from '../../generated/hooks';
import { DEMO_PASSWORD } from '../../server/seed';
import type { GraphQLResponseBody } from './service';

/** A generated document's hash in the manifest of trusted documents. */
export function hashOf(document: { __meta__?: Record<string, unknown> }): string {
  const hash = document.__meta__?.['hash'];
  if (typeof hash !== 'string') throw new Error('not a generated document');
  return hash;
}

/** The APQ form of a generated document: no `query`, its hash in `extensions`. */
export function persistedBody(
  document: { __meta__?: Record<string, unknown> },
  variables: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    operationName: document.__meta__?.['operationName'],
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(document) } },
  };
}

/** POSTs `body` as JSON to `graphqlUrl`: the answer's status, headers and parsed body. */
export async function postJSON<T>(graphqlUrl: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GraphQLResponseBody<T>,
  };
}

/** Signs in by hash and returns the `lanes_session=…` pair. */
export async function signInByHash(
  graphqlUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const { headers, body } = await postJSON(graphqlUrl, persistedBody(SignInDocument, { email, password }));
  const cookie = headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('lanes_session=') && pair !== 'lanes_session=');
  if (!cookie) throw new Error(`sign-in by hash set no cookie: ${JSON.stringify(body)}`);
  return cookie;
}

/** A new API key of `email`'s (a demo account's unless a password is given), made as the app makes one. */
export async function keyFor(
  graphqlUrl: string,
  email: string,
  scope: 'READ' | 'WRITE' = 'WRITE',
  options: { cookie?: string; name?: string } = {},
): Promise<string> {
  const cookie = options.cookie ?? (await signInByHash(graphqlUrl, email));
  const { body } = await postJSON<{ createApiKey: { token: string } }>(
    graphqlUrl,
    persistedBody(CreateApiKeyDocument, { name: options.name ?? `tests ${scope}`, scope }),
    { cookie },
  );
  const token = body.data?.createApiKey.token;
  if (!token) throw new Error(`createApiKey failed: ${JSON.stringify(body)}`);
  return token;
}

/** The `Authorization` header of a key. */
export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
