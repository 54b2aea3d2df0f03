// CSRF, CORS and Origin checks on /graphql, against the real service on its loopback port: what a browser on another
// origin can make a victim's cookie do. Node's fetch lets a test set Origin and Sec-Fetch-Site as a browser would.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGraphQLClient } from '../../src/lib/graphql';
import { startService, type TestService } from '../support/service';

const PARTNER = 'https://app.partner.test';

let service: TestService;
let ada: string;
/** Same site as the service (same host), another origin (another port): never same-origin. */
let sibling: string;

beforeAll(async () => {
  service = await startService({ security: { corsOrigins: [PARTNER] } });
  ada = await service.signIn('ada@lanes.test');
  const port = Number(new URL(service.url).port);
  sibling = `http://127.0.0.1:${port === 65535 ? port - 1 : port + 1}`;
});
afterAll(() => service.close());

const CREATE = (key: string) =>
  `mutation { createProject(input: { key: "${key}", name: "Forged" }) { key } }`;

async function projectExists(key: string): Promise<boolean> {
  return (await service.db.query('SELECT 1 FROM projects WHERE key = $1', [key])).length > 0;
}

function post(body: BodyInit, headers: Record<string, string>) {
  return fetch(service.graphqlUrl, { method: 'POST', headers: { cookie: ada, ...headers }, body });
}

/** A POST with no content-type at all (fetch always adds one to a string body). */
function postWithoutContentType(body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(service.graphqlUrl, { method: 'POST', headers: { cookie: ada } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const CSRF_REFUSAL = { errors: [{ message: 'Required CSRF header(s) not present' }] };

describe('CSRF prevention', () => {
  it('refuses a form-encoded POST of a mutation and runs nothing', async () => {
    const response = await post(new URLSearchParams({ query: CREATE('FORMA') }), {});
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(CSRF_REFUSAL);
    expect(await projectExists('FORMA')).toBe(false);
  });

  it('refuses a multipart POST of a mutation and runs nothing', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: CREATE('MULTI') }));
    form.set('map', '{}');
    const response = await post(form, {});
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(CSRF_REFUSAL);
    expect(await projectExists('MULTI')).toBe(false);
  });

  it('refuses a text/plain POST (a form with enctype=text/plain) and runs nothing', async () => {
    const response = await post(JSON.stringify({ query: CREATE('PLAIN') }), { 'content-type': 'text/plain' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(CSRF_REFUSAL);
    expect(await projectExists('PLAIN')).toBe(false);
  });

  it('refuses a POST without any content-type and runs nothing', async () => {
    const { status, text } = await postWithoutContentType(JSON.stringify({ query: CREATE('NOTYPE') }));
    expect(status).toBe(403);
    expect(JSON.parse(text)).toEqual(CSRF_REFUSAL);
    expect(await projectExists('NOTYPE')).toBe(false);
  });

  it('refuses a GET with only simple headers, and runs one with a non-simple header', async () => {
    const url = `${service.graphqlUrl}?query=${encodeURIComponent('{ viewer { email } }')}`;
    const bare = await fetch(url, { headers: { cookie: ada } });
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual(CSRF_REFUSAL);
    const withHeader = await fetch(url, { headers: { cookie: ada, 'x-graphql-csrf': '1' } });
    expect(await withHeader.json()).toEqual({ data: { viewer: { email: 'ada@lanes.test' } } });
  });

  it("runs a bare GET the browser marks same-origin (the page's preload), and no other bare request", async () => {
    const url = `${service.graphqlUrl}?query=${encodeURIComponent('{ viewer { email } }')}`;
    const own = await fetch(url, { headers: { cookie: ada, 'sec-fetch-site': 'same-origin' } });
    expect(await own.json()).toEqual({ data: { viewer: { email: 'ada@lanes.test' } } });
    for (const site of ['same-site', 'cross-site', 'none', 'Same-Origin']) {
      const other = await fetch(url, { headers: { cookie: ada, 'sec-fetch-site': site } });
      expect([site, other.status, await other.json()]).toEqual([site, 403, CSRF_REFUSAL]);
    }
    // Fetch Metadata vouches for reads only: a same-origin bare POST, and a mutation over GET, still run nothing.
    const bodyOnly = await post(new URLSearchParams({ query: CREATE('MARKED') }), {
      'sec-fetch-site': 'same-origin',
    });
    expect([bodyOnly.status, await bodyOnly.json()]).toEqual([403, CSRF_REFUSAL]);
    const overGet = await fetch(`${service.graphqlUrl}?query=${encodeURIComponent(CREATE('MARKED'))}`, {
      headers: { cookie: ada, 'sec-fetch-site': 'same-origin' },
    });
    expect(overGet.status).toBe(405);
    expect(await projectExists('MARKED')).toBe(false);
  });

  it("lets the client's own POST and GET through, exactly as it sends them", async () => {
    const VIEWER = 'query Viewer { viewer { email } }';
    for (const useGETForQueries of [false, true]) {
      const client = createGraphQLClient({
        uri: service.graphqlUrl,
        useGETForQueries,
        headers: { cookie: ada },
      });
      expect(await client.execute(VIEWER)).toEqual({ data: { viewer: { email: 'ada@lanes.test' } } });
    }
  });
});

describe('CORS', () => {
  it('gives a sibling origin no CORS headers, so a credentialed read stays unreadable to it', async () => {
    const response = await post(
      JSON.stringify({ query: '{ projects { key members { user { email } } } }' }),
      {
        'content-type': 'application/json',
        origin: sibling,
      },
    );
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(service.graphqlUrl, {
      method: 'OPTIONS',
      headers: {
        origin: sibling,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a preflight from a configured origin, and lets its mutation run', async () => {
    const preflight = await fetch(service.graphqlUrl, {
      method: 'OPTIONS',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');

    const response = await post(JSON.stringify({ query: CREATE('PARTNR') }), {
      'content-type': 'application/json',
      origin: PARTNER,
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    // Origin among the Vary keys (compression adds Accept-Encoding beside it).
    expect(response.headers.get('vary')?.split(/,\s*/)).toContain('Origin');
    expect(await response.json()).toEqual({ data: { createProject: { key: 'PARTNR' } } });
  });
});

describe('Origin check on mutations', () => {
  const REFUSED = {
    errors: [{ message: 'Requests from another site are refused', extensions: { code: 'FORBIDDEN' } }],
  };

  it('refuses a mutation from a sibling origin (another port of the same host) and runs nothing', async () => {
    const response = await post(JSON.stringify({ query: CREATE('SIBLNG') }), {
      'content-type': 'application/json',
      origin: sibling,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(REFUSED);
    expect(await projectExists('SIBLNG')).toBe(false);
  });

  it('refuses a mutation from an https page of the same host name when served over http', async () => {
    const response = await post(JSON.stringify({ query: CREATE('SCHEME') }), {
      'content-type': 'application/json',
      origin: service.url.replace('http:', 'https:'),
    });
    expect(response.status).toBe(403);
    expect(await projectExists('SCHEME')).toBe(false);
  });

  it('without an Origin, goes by Sec-Fetch-Site: same-site and cross-site are refused', async () => {
    for (const site of ['same-site', 'cross-site']) {
      const response = await post(JSON.stringify({ query: CREATE('FETCHS') }), {
        'content-type': 'application/json',
        'sec-fetch-site': site,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(REFUSED);
    }
    expect(await projectExists('FETCHS')).toBe(false);
  });

  it('refuses a cross-site signIn (login CSRF) and sets no cookie', async () => {
    const response = await fetch(service.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({
        query: 'mutation { signIn(email: "ada@lanes.test", password: "lanes-demo") { id } }',
      }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(REFUSED);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('runs a mutation from this very origin, and a query from a sibling origin (unreadable to it anyway)', async () => {
    const same = await post(JSON.stringify({ query: CREATE('SAMEOR') }), {
      'content-type': 'application/json',
      origin: service.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(await same.json()).toEqual({ data: { createProject: { key: 'SAMEOR' } } });
    const query = await post(JSON.stringify({ query: '{ viewer { email } }' }), {
      'content-type': 'application/json',
      origin: sibling,
    });
    expect(await query.json()).toEqual({ data: { viewer: { email: 'ada@lanes.test' } } });
  });
});

describe('Origin check on WebSocket upgrades', () => {
  /** Opens a graphql-ws socket as a page of `origin` would, with Ada's cookie; the handshake's status. */
  function upgrade(origin: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(service.wsUrl, 'graphql-transport-ws', {
        headers: { origin, cookie: ada },
      });
      socket.on('upgrade', (res) => {
        resolve(res.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('error', (error) => reject(error));
    });
  }

  it('accepts the origins HTTP accepts: its own and the configured CORS_ORIGINS', async () => {
    expect(await upgrade(service.url)).toBe(101);
    expect(await upgrade(PARTNER)).toBe(101);
    expect(await upgrade(PARTNER.toUpperCase())).toBe(101);
  });

  it('refuses a sibling origin and any other site with 403 before the handshake', async () => {
    expect(await upgrade(sibling)).toBe(403);
    expect(await upgrade('https://evil.example')).toBe(403);
    expect(await upgrade('https://app.partner.test.evil.example')).toBe(403);
  });
});
