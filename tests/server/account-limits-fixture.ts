// What the per-account limit tests share (limits-capacity-accounts.test.ts floods each limit, limits-capacity-exact
// checks each one exactly): their operations, and an account joining LAN.
import { expect } from 'vitest';
import type { TestService } from '../support/service';
import { graphql, type Account } from '../support/capacity';

export const CREATE =
  'mutation ($k: String!, $t: String!) { createTask(input: { projectKey: $k, title: $t }) { id } }';
export const SEARCH = 'query ($t: String!) { search(text: $t) { id } }';
export const HERE =
  'mutation ($k: String!, $n: Int, $l: Boolean) { here(projectKey: $k, taskNumber: $n, leaving: $l) }';
export const ALSO =
  'subscription ($k: String!, $n: Int) { alsoHere(projectKey: $k, taskNumber: $n) { id name } }';
const ADD =
  'mutation ($k: String!, $e: String!, $r: Role!) { addMember(projectKey: $k, email: $e, role: $r) { id } }';

export async function join(service: TestService, admin: string, account: Account, role: 'MEMBER' | 'VIEWER') {
  const { body } = await graphql(service.url, ADD, { k: 'LAN', e: account.email, r: role }, admin);
  expect(body.errors).toBeUndefined();
}
