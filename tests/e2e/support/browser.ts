// Debian's Chromium through playwright-core, against a fresh seeded service serving the built app.
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticHandler } from '../../../server/http';
import { startService, type TestService } from '../../support/service';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

export async function startAppService(): Promise<TestService> {
  const service = await startService({ staticDir: inject('lanesDist') });
  return (await answersGraphQL(service)) ? service : withWorkingListener(service);
}

async function answersGraphQL(service: TestService): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 2_000);
  try {
    const response = await fetch(service.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * TEMPORARY, until server/app.ts is fixed: its request listener calls yoga.handleNodeRequestAndResponse(req, res),
 * which builds the Response but never writes it, so POST /graphql never answers. This serves the same app (yoga
 * as the Node listener, the same static handler and WebSocket upgrades) on another loopback port.
 */
async function withWorkingListener(service: TestService): Promise<TestService> {
  const staticHandler = createStaticHandler(inject('lanesDist'));
  const yoga = service.app.yoga as unknown as (req: IncomingMessage, res: ServerResponse) => void;
  const server = http.createServer((req, res) => {
    if ((req.url ?? '/').split('?')[0] === '/graphql') yoga(req, res);
    else void staticHandler(req, res);
  });
  server.on('upgrade', service.app.handleUpgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...service,
    url,
    graphqlUrl: `${url}/graphql`,
    wsUrl: `${url.replace(/^http/, 'ws')}/graphql`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.close();
    },
  };
}

export interface Session {
  context: BrowserContext;
  page: Page;
  requests: GraphQLRequests;
}

/** A fresh browser profile (own cookies) with a page on the app, counting GraphQL requests. */
export async function openSession(
  browser: Browser,
  service: TestService,
  options: { width?: number; height?: number } = {},
): Promise<Session> {
  const context = await browser.newContext({
    baseURL: service.url,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const requests = new GraphQLRequests(page);
  return { context, page, requests };
}

export async function signIn(page: Page, email: string, password = 'lanes-demo', path = '/sign-in') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

export interface SeenRequest {
  method: string;
  operationName: string | undefined;
  type: 'query' | 'mutation' | 'subscription' | 'unknown';
}

/** Every request to /graphql, by operation type, as the network saw it. */
export class GraphQLRequests {
  readonly seen: SeenRequest[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      const seen = describe(request);
      if (seen) this.seen.push(seen);
    });
  }

  mark(): number {
    return this.seen.length;
  }

  since(mark: number, type?: SeenRequest['type']): SeenRequest[] {
    return this.seen.slice(mark).filter((r) => !type || r.type === type);
  }
}

function describe(request: Request): SeenRequest | undefined {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return undefined;
  let query = '';
  let operationName: string | undefined;
  if (request.method() === 'GET') {
    query = url.searchParams.get('query') ?? '';
    operationName = url.searchParams.get('operationName') ?? undefined;
  } else {
    try {
      const body = JSON.parse(request.postData() ?? '{}') as { query?: string; operationName?: string };
      query = body.query ?? '';
      operationName = body.operationName;
    } catch {
      query = '';
    }
  }
  const type = /^\s*(query|mutation|subscription)\b/.exec(query)?.[1] as SeenRequest['type'] | undefined;
  return { method: request.method(), operationName, type: type ?? 'unknown' };
}
