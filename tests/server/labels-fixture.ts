// The labels tests' service and helpers (labels.test.ts, labels-repeats.test.ts, labels-repeats-set.test.ts): one
// service per file, with Ada (ADMIN), Grace and Linus signed in; a fresh project per test. Called at the top of a
// file: the bindings below are that file's while it runs (files run one after another in a worker).
import { afterAll, beforeAll, expect } from 'vitest';
import type { GraphQLErrorBody, TestService } from '../support/service';
import { startServiceWithDemoTrio } from '../support/demo-trio';
import { inProcess } from '../support/in-process';

// Results are compared with exact values field by field; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export let service: TestService;
export let ada: string;
export let grace: string;
export let linus: string;

export const { send, data, signIn } = inProcess(() => service);

export function labelsService(): void {
  beforeAll(async () => {
    ({ service, ada, grace, linus } = await startServiceWithDemoTrio());
  });
  afterAll(() => service.close());
}

export async function failure(query: string, variables: Record<string, unknown>, cookie?: string) {
  const { body } = await send(query, variables, cookie);
  expect(body.errors).toHaveLength(1);
  return body.errors![0] as GraphQLErrorBody;
}

let keys = 0;
/** A fresh project made by Ada, with Grace a MEMBER and Linus a VIEWER of it. */
export async function freshProject(): Promise<string> {
  keys += 1;
  const key = `LB${String.fromCharCode(65 + Math.floor(keys / 26))}${String.fromCharCode(65 + (keys % 26))}`;
  await data(
    'mutation ($k: String!) { createProject(input: { key: $k, name: "Labelled" }) { id } }',
    { k: key },
    ada,
  );
  for (const [email, role] of [
    ['grace@lanes.test', 'MEMBER'],
    ['linus@lanes.test', 'VIEWER'],
  ])
    await data(
      'mutation ($k: String!, $e: String!, $r: Role!) { addMember(projectKey: $k, email: $e, role: $r) { id } }',
      { k: key, e: email, r: role },
      ada,
    );
  return key;
}

export const CREATE =
  'mutation ($k: String!, $n: String!, $c: LabelColor!) { createLabel(projectKey: $k, name: $n, color: $c) { id name color } }';
export const UPDATE =
  'mutation ($id: ID!, $n: String, $c: LabelColor) { updateLabel(id: $id, name: $n, color: $c) { id name color } }';
export const DELETE = 'mutation ($id: ID!) { deleteLabel(id: $id) }';
export const SET =
  'mutation ($id: ID!, $l: [ID!]!, $v: Int!) { setTaskLabels(id: $id, labelIds: $l, expectedVersion: $v) { id version labels { id name color } labelIds } }';

export async function label(
  key: string,
  name: string,
  color = 'BLUE',
): Promise<{ id: string; name: string; color: string }> {
  return (await data(CREATE, { k: key, n: name, c: color }, ada)).createLabel;
}

export async function task(key: string, title = 'A task', input: Record<string, unknown> = {}) {
  return (
    await data(
      'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id number version } }',
      { i: { projectKey: key, title, ...input } },
      ada,
    )
  ).createTask as { id: string; number: number; version: number };
}

export async function labelsOf(key: string, number: number) {
  return (
    await data(
      'query ($k: String!, $n: Int!) { task(projectKey: $k, number: $n) { version labels { name } labelIds } }',
      { k: key, n: number },
      ada,
    )
  ).task;
}

export async function seqOf(key: string): Promise<number> {
  return (await data('query ($k: String!) { project(key: $k) { seq } }', { k: key }, ada)).project.seq;
}
