// docs/product.md §13, "What others see is what they may see": a person's email reaches only the people who share a
// project with them now. Mallory joins a project, writes a task, a comment and a mention, and is removed; Grace, who
// shares no other project with her, then reads every User reachable from that project, over the service's HTTP port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type TestService } from '../support/service';
import { sessionOf } from '../support/in-process';
import { mentionToken } from '../../src/lib/validation';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
const cookie = { ada: '', grace: '', mallory: '' };
let MALLORY: { id: string; name: string; email: string };

beforeAll(async () => {
  service = await startService();
  cookie.ada = await service.signIn('ada@lanes.test');
  cookie.grace = await service.signIn('grace@lanes.test');
  const response = await fetch(service.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($i: SignUpInput!) { signUp(input: $i) { id name email } }',
      variables: { i: { name: 'Mallory', email: 'mallory@example.test', password: 'long enough' } },
    }),
  });
  const body = (await response.json()) as Loose;
  MALLORY = body.data.signUp;
  cookie.mallory = sessionOf(response);
});
afterAll(() => service?.close());

async function data(query: string, variables: Record<string, unknown>, who: string): Promise<Loose> {
  const body = await service.request(query, variables, who);
  expect(body.errors).toBeUndefined();
  return body.data;
}

const TASK = `query ($k: String!, $n: Int!) { task(projectKey: $k, number: $n) {
  createdBy { id email } comments { author { id email } mentions { id email } }
  activity { edges { node { actor { id email } mentions { id email } } } } } }`;

/** Every email of Mallory a reader of the task finds, wherever a User is reachable. */
async function mallorysEmails(who: string, number: number): Promise<string[]> {
  const { task } = await data(TASK, { k: 'LEAK', n: number }, who);
  const users: { id: string; email: string }[] = [
    task.createdBy,
    ...task.comments.flatMap((c: Loose) => [c.author, ...c.mentions]),
    ...task.activity.edges.flatMap((e: Loose) => [e.node.actor, ...e.node.mentions]),
  ];
  return [...new Set(users.filter((u) => u.id === MALLORY.id).map((u) => u.email))];
}

describe('a removed member’s email', () => {
  it('is no longer handed out through the project she left, but still to herself and through a project she is in', async () => {
    await data('mutation { createProject(input: { key: "LEAK", name: "Leaky" }) { id } }', {}, cookie.ada);
    for (const email of ['grace@lanes.test', MALLORY.email]) {
      await data(
        'mutation ($e: String!) { addMember(projectKey: "LEAK", email: $e, role: MEMBER) { id } }',
        { e: email },
        cookie.ada,
      );
    }
    const { createTask } = await data(
      'mutation { createTask(input: { projectKey: "LEAK", title: "By Mallory" }) { id number } }',
      {},
      cookie.mallory,
    );
    await data(
      'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }',
      { t: createTask.id, b: 'Mine' },
      cookie.mallory,
    );
    await data(
      'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }',
      { t: createTask.id, b: `About ${mentionToken(MALLORY)}` },
      cookie.grace,
    );
    // While she is a member, her fellow members see her email, as the settings' members list shows it.
    expect(await mallorysEmails(cookie.grace, createTask.number)).toEqual([MALLORY.email]);

    // Ada also shares another project with her.
    await data('mutation { createProject(input: { key: "KEEP", name: "Kept" }) { id } }', {}, cookie.ada);
    await data(
      'mutation ($e: String!) { addMember(projectKey: "KEEP", email: $e, role: VIEWER) { id } }',
      { e: MALLORY.email },
      cookie.ada,
    );
    await data(
      'mutation ($u: ID!) { removeMember(projectKey: "LEAK", userId: $u) }',
      { u: MALLORY.id },
      cookie.ada,
    );

    // Reached through the project she left, to anyone; through the one she is in, to its members.
    expect(await mallorysEmails(cookie.grace, createTask.number)).toEqual(['']);
    expect(await mallorysEmails(cookie.ada, createTask.number)).toEqual(['']);
    const kept = await data('{ project(key: "KEEP") { members { user { id email } } } }', {}, cookie.ada);
    expect(kept.project.members.map((m: Loose) => m.user)).toContainEqual({
      id: MALLORY.id,
      email: MALLORY.email,
    });
    expect((await data('{ viewer { email } }', {}, cookie.mallory)).viewer).toEqual({ email: MALLORY.email });
    const search = await data('{ search(text: "Mallory") { createdBy { id email } } }', {}, cookie.grace);
    expect(search.search.map((t: Loose) => t.createdBy)).toEqual([{ id: MALLORY.id, email: '' }]);
  });

  it('is still given to the person who just signed in or up, who has no session yet', async () => {
    const response = await fetch(service.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { signIn(email: "grace@lanes.test", password: "lanes-demo") { email } }',
      }),
    });
    expect(await response.json()).toEqual({ data: { signIn: { email: 'grace@lanes.test' } } });
  });
});
