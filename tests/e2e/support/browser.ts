// Debian's Chromium through playwright-core, against a fresh seeded service serving the built app.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import TRUSTED_DOCUMENTS from '../../../generated/persisted-documents.json';
import { startService, type StartServiceOptions, type TestService } from '../../support/service';
import { SEED_USERS } from '../../../server/seed';
import { liveSubscriptionCount } from '../../../server/pubsub';
import { mentionToken } from '../../../src/lib/validation';

import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../support/chromium';

export { CHROMIUM_ARGS };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, headless: true, args: CHROMIUM_ARGS });
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * One Chromium per test worker, shared by the files it runs one after another (files share a worker's modules:
 * vitest.e2e.config.ts), each test in contexts of its own; a launch per file cost a second or two. Playwright closes
 * it when the worker exits; a browser that went away is launched again.
 */
async function workerChromium(): Promise<Browser> {
  const running = workerBrowser ? await workerBrowser.catch(() => undefined) : undefined;
  if (running?.isConnected()) return running;
  workerBrowser = launchChromium();
  return workerBrowser;
}

/** The built app's service, on a copy of the run's seeded PostgreSQL database as every test service is. */
export function startAppService(options: StartServiceOptions = {}): Promise<TestService> {
  return startService({ staticDir: inject('lanesDist'), ...options });
}

/**
 * One Chromium and one fresh seeded service per test file, started together before its tests and closed after.
 * Read `browser` and `service` inside tests (they exist once beforeAll has run).
 */
export function browserAndServicePerFile(options: StartServiceOptions = {}): {
  readonly browser: Browser;
  readonly service: TestService;
} {
  let browser: Browser | undefined;
  let service: TestService | undefined;
  beforeAll(async () => {
    [browser, service] = await Promise.all([workerChromium(), startAppService(options)]);
  });
  afterAll(async () => {
    // The worker's next file starts with no page of this one's left open.
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    await service?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('The browser starts in beforeAll: use it inside a test');
      return browser;
    },
    get service() {
      if (!service) throw new Error('The service starts in beforeAll: use it inside a test');
      return service;
    },
  };
}

export interface Session {
  context: BrowserContext;
  page: Page;
  requests: GraphQLRequests;
}

/**
 * A fresh browser profile (own cookies) with a page on the app, counting GraphQL requests. With `as`, the profile
 * holds a session of that account already (Playwright's storageState): signed in without the form, for tests where
 * signing in is not the subject; `openSignedIn` then opens a page.
 */
export async function openSession(
  browser: Browser,
  service: TestService,
  options: {
    width?: number;
    height?: number;
    serviceWorkers?: 'allow' | 'block';
    /** The system's preference the app follows (docs/product.md §14, dark theme). */
    colorScheme?: 'light' | 'dark';
    /** A phone: a touch screen, nothing that hovers. */
    touch?: boolean;
    /** The demo account whose session the profile holds (storageState): signed in without the form. */
    as?: string;
  } = {},
): Promise<Session> {
  const context = await browser.newContext({
    ...(options.as ? { storageState: await signedInState(service, options.as) } : {}),
    colorScheme: options.colorScheme ?? 'light',
    isMobile: options.touch ?? false,
    hasTouch: options.touch ?? false,
    baseURL: service.url,
    // Playwright's routes do not see what a service worker answers: tests that hold or count the page's scripts
    // run without it; tests/e2e/device-offline.test.ts and device-tabs.test.ts allow it.
    serviceWorkers: options.serviceWorkers ?? 'block',
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const requests = new GraphQLRequests(page);
  return { context, page, requests };
}

/**
 * A person acting through the service beside the browser (a second person, at the same time): `as(email)` signs them
 * in and returns a function that sends their GraphQL and returns its data, failing the test on any error.
 */
export async function actingAs(service: TestService, email: string) {
  const cookie = await service.signIn(email);
  return async <T = Record<string, never>>(query: string, variables: Record<string, unknown> = {}) => {
    const body = await service.request<T>(query, variables, cookie);
    expect(body.errors).toBeUndefined();
    return body.data as T;
  };
}

export const CREATE_TASK =
  'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id number key version title } }';
export type CreatedTask = {
  createTask: { id: string; number: number; key: string; version: number; title: string };
};

/** Opens `path` signed in and waits until the person's own event stream is live on the service (changes before it are not theirs to hear). */
export async function openLive(service: TestService, page: Page, path: string): Promise<void> {
  const before = liveSubscriptionCount(service.pubsub);
  await openSignedIn(page, path);
  await expect.poll(() => liveSubscriptionCount(service.pubsub), { timeout: 15_000 }).toBeGreaterThan(before);
}

/** Grace creates a task in LAN titled `title` and mentions Ada in a comment on it: one unread item in Ada's inbox. */
export async function graceMentionsAda(service: TestService, title: string): Promise<void> {
  const grace = await service.signIn('grace@lanes.test');
  const created = await service.request<{ createTask: { id: string } }>(
    'mutation ($t: String!) { createTask(input: { projectKey: "LAN", title: $t }) { id } }',
    { t: title },
    grace,
  );
  const comment = await service.request(
    'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }',
    { t: created.data?.createTask.id, b: `Over to you, ${mentionToken(SEED_USERS[0])}` },
    grace,
  );
  if (comment.errors) throw new Error(`the mention failed: ${JSON.stringify(comment.errors)}`);
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The cookies a sign-in of `email` would have left in the browser, for a session the service made without it. */
export async function signedInState(service: TestService, email: string): Promise<StorageState> {
  const { hostname } = new URL(service.url);
  const now = Date.now() / 1000;
  const cookies = (await service.sessionFor(email)).setCookie.map((header) => {
    const [pair = '', ...attributes] = header.split('; ');
    const at = pair.indexOf('=');
    const maxAge = Number(
      /^Max-Age=(\d+)$/.exec(attributes.find((a) => a.startsWith('Max-Age=')) ?? '')?.[1],
    );
    if (!attributes.includes('SameSite=Lax') || !Number.isFinite(maxAge))
      throw new Error(`a session cookie not as the browser tests expect it: ${header}`);
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain: hostname,
      path: '/',
      expires: Math.floor(now + maxAge),
      httpOnly: attributes.includes('HttpOnly'),
      secure: attributes.includes('Secure'),
      sameSite: 'Lax' as const,
    };
  });
  for (const cookie of cookies) if (cookie.httpOnly) sessionsOf.set(cookie.value, email);
  return { cookies, origins: [] };
}

/** Whose session each session cookie (the HttpOnly one) signedInState made holds: openSignedIn waits for that
 * person's account menu. */
const sessionsOf = new Map<string, string>();

/**
 * Opens `path` in a profile that holds a session (openSession's `as`) and waits until the app shows it signed in and
 * the person's own event stream has been answered: after the form, that stream is on its way as the next screen
 * shows (the form preloads its code); on a page opened signed in it starts after the first paint.
 */
export async function openSignedIn(page: Page, path = '/projects'): Promise<void> {
  const as = (await page.context().cookies())
    .filter((c) => c.httpOnly)
    .map((c) => sessionsOf.get(c.value))
    .find(Boolean);
  if (!as)
    throw new Error('openSignedIn opens a page of a profile that holds a session: openSession with `as`');
  const stream = page.waitForResponse(
    (response) => sentOperation(response.request())?.operationName === 'ViewerEvents',
  );
  await page.goto(path);
  await accountButton(page, nameOf(as)).waitFor();
  await stream;
}

/** Signs in through the sign-in form, as a person does: for the tests whose subject that is. */
export async function signIn(page: Page, email: string, password = 'lanes-demo', path = '/sign-in') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await accountButton(page, nameOf(email)).waitFor();
}

/** A demo account's name, as the header's account menu is named. */
export function nameOf(email: string): string {
  const user = SEED_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`${email} is not a demo account: name the person instead`);
  return user.name;
}

/** The header's account menu button, named with the person's name (docs/product.md §14). */
export function accountButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

/** Opens the account menu and returns it (a menu named with the person's name). */
export async function openAccountMenu(page: Page, name: string) {
  await accountButton(page, name).click();
  const menu = page.getByRole('menu', { name, exact: true });
  await menu.waitFor();
  // Open once it holds the focus, as its keys then work.
  await menu.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          element.contains(document.activeElement) ? resolve() : requestAnimationFrame(check);
        check();
      }),
  );
  return menu;
}

/** Follows a link of the main navigation as a person does: below 64em it is behind "Menu". */
export async function followNav(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: /^Menu/ }).click();
  await nav.getByRole('link', { name }).click();
}

/** Signs out as a person does: the account menu, then "Sign out". */
export async function signOut(page: Page, name: string): Promise<void> {
  const menu = await openAccountMenu(page, name);
  await menu.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
}

export interface SeenRequest {
  method: string;
  operationName: string | undefined;
  type: 'query' | 'mutation' | 'subscription' | 'unknown';
}

const PRESENCE = new Set(['Here', 'AlsoHere']);

/** Every request to /graphql, by operation type, as the network saw it. */
export class GraphQLRequests {
  readonly seen: SeenRequest[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      const seen = seenOperation(request);
      if (seen) this.seen.push(seen);
    });
  }

  mark(): number {
    return this.seen.length;
  }

  /**
   * The requests since `mark`, leaving out presence ("Also here": its heartbeat and its stream), a channel of its own
   * that every open board and task page keeps: the counts tests assert are those of the screen's data.
   */
  since(mark: number, type?: SeenRequest['type']): SeenRequest[] {
    return this.seen
      .slice(mark)
      .filter((r) => !PRESENCE.has(r.operationName ?? '') && (!type || r.type === type));
  }
}

/**
 * A GraphQL request as the page sent it: from the URL of a GET (the app's queries) or the body of a POST (its
 * mutations); undefined for anything else.
 */
export function sentOperation(
  request: Request,
): { operationName?: string; query: string; variables: Record<string, unknown> } | undefined {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return undefined;
  try {
    if (request.method() === 'GET') {
      return {
        operationName: url.searchParams.get('operationName') ?? undefined,
        query:
          url.searchParams.get('query') ?? documentOf(JSON.parse(url.searchParams.get('extensions') ?? '{}')),
        variables: JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown>,
      };
    }
    const body = JSON.parse(request.postData() ?? '{}') as {
      query?: string;
      operationName?: string;
      variables?: Record<string, unknown>;
      extensions?: unknown;
    };
    return {
      operationName: body.operationName,
      query: body.query ?? documentOf(body.extensions),
      variables: body.variables ?? {},
    };
  } catch {
    return { query: '', variables: {} };
  }
}

/** The text of a document the app sent by its hash (persistedQueries), from codegen's manifest; '' when none. */
function documentOf(extensions: unknown): string {
  const hash = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | null)?.persistedQuery
    ?.sha256Hash;
  return typeof hash === 'string' ? ((TRUSTED_DOCUMENTS as Record<string, string>)[hash] ?? '') : '';
}

/** A request to /graphql by its operation's type and name, whether the app sent the text or its hash. */
export function seenOperation(request: Request): SeenRequest | undefined {
  const sent = sentOperation(request);
  if (!sent) return undefined;
  // A document sent by hash is codegen's normalized text, its fragments first.
  const type = /(?:^|\})\s*(query|mutation|subscription)\b/.exec(sent.query)?.[1] as
    SeenRequest['type'] | undefined;
  return { method: request.method(), operationName: sent.operationName, type: type ?? 'unknown' };
}
