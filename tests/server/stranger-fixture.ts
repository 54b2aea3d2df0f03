// The stranger tests' service and helpers (leave-project.test.ts, inbox-flood.test.ts): a new account, Mallory, can
// add Grace to a project of theirs (adding needs no consent); Ada and Grace are the demo accounts. One service per file,
// on the run's PostgreSQL (a thousand comments in a row: tests/support/service.ts).
import { afterAll, beforeAll, expect } from 'vitest';
import { startService, type TestService } from '../support/service';
import { sessionOf } from '../support/in-process';
import { SEED_USERS } from '../../server/seed';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export const cookie = { ada: '', grace: '', mallory: '' };
export const GRACE = SEED_USERS[1]!;
let service: TestService | undefined;
let mallory: { id: string; name: string } | undefined;

/** The file's service, with Ada, Grace and a new account, Mallory, signed in: call at the top of a test file. */
export function strangerService(): void {
  beforeAll(async () => {
    service = await startService();
    cookie.ada = await service.signIn('ada@lanes.test');
    cookie.grace = await service.signIn('grace@lanes.test');
    const response = await fetch(service.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($i: SignUpInput!) { signUp(input: $i) { id name } }',
        variables: { i: { name: 'Mallory', email: 'mallory@example.test', password: 'free prizes' } },
      }),
    });
    mallory = ((await response.json()) as Loose).data.signUp;
    cookie.mallory = sessionOf(response);
  });
  afterAll(() => service?.close());
}

/** The running service (once beforeAll has run). */
export function theService(): TestService {
  if (!service) throw new Error('The service starts in beforeAll: use it inside a test');
  return service;
}

/** Mallory, the stranger’s account. */
export function theStranger(): { id: string; name: string } {
  if (!mallory) throw new Error('Mallory signs up in beforeAll: use it inside a test');
  return mallory;
}

export async function send(query: string, variables: Record<string, unknown>, who: string): Promise<Loose> {
  return theService().request(query, variables, who);
}

export async function data(query: string, variables: Record<string, unknown>, who: string): Promise<Loose> {
  const body = await send(query, variables, who);
  expect(body.errors).toBeUndefined();
  return body.data;
}

export const LEAVE = 'mutation ($k: String) { leaveProject(projectKey: $k) }';
export const LEAVE_STRICT = 'mutation ($k: String!) { leaveProject(projectKey: $k) }';
export const CREATE_PROJECT = 'mutation ($i: CreateProjectInput!) { createProject(input: $i) { id } }';
export const ADD_MEMBER =
  'mutation ($k: String!, $e: String!, $r: Role!) { addMember(projectKey: $k, email: $e, role: $r) { id } }';
export const CREATE_TASK = 'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id key } }';
export const ADD_COMMENT = 'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }';
export const PROJECTS = '{ projects { key } }';

/** A project of `owner` with Grace in it as `role`, and a task in it. */
export async function projectWithGrace(owner: string, key: string, role = 'MEMBER') {
  await data(CREATE_PROJECT, { i: { key, name: key === 'FREE' ? 'Free prizes' : `Project ${key}` } }, owner);
  await data(ADD_MEMBER, { k: key, e: 'grace@lanes.test', r: role }, owner);
  const { createTask } = await data(CREATE_TASK, { i: { projectKey: key, title: 'Claim it' } }, owner);
  return createTask as { id: string; key: string };
}

/** `count` calls of `call`, 50 at a time (one address may hold 128 connections). */
export async function repeated<T>(count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += 50) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, j) => call(i + j)))));
  }
  return out;
}

export const projectKeys = async (who: string) =>
  ((await data(PROJECTS, {}, who)).projects as { key: string }[]).map((p) => p.key);
