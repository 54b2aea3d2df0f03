// Direction controls (issue 17 item 13) against the running service: user names, emails and project names refuse
// every one of them, so a name cannot pass for another's or reverse the line it is shown in; titles keep them
// (right-to-left writing needs the marks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/lib/validation/auth';
import { startService, type TestService } from '../support/service';

let service: TestService;
let ada: string;
beforeAll(async () => {
  service = await startService();
  ada = await service.signIn('ada@lanes.test');
});
afterAll(() => service.close());

const CONTROLS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];
const NAME_REFUSED = 'Name must not contain direction controls (invisible characters that reorder text)';
const SIGN_UP = 'mutation ($i: SignUpInput!) { signUp(input: $i) { id } }';

function refusedWith(
  body: { data?: unknown; errors?: { message: string; extensions?: unknown }[] },
  fields: object,
) {
  expect(body.errors?.map((error) => [error.message, error.extensions])).toEqual([
    [Object.values(fields).join('; '), { code: 'BAD_USER_INPUT', fields }],
  ]);
}

describe('direction controls', () => {
  it.each(CONTROLS.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    '%s is refused in a user name, an email and a project name',
    async (_name, control) => {
      refusedWith(
        await service.request(SIGN_UP, {
          i: {
            name: `Eve ${control}revE`,
            email: `eve${control.codePointAt(0)}@lanes.test`,
            password: 'long enough',
          },
        }),
        { name: NAME_REFUSED },
      );
      refusedWith(
        await service.request(SIGN_UP, {
          i: { name: 'Eve', email: `${control}grace@lanes.test`, password: 'long enough' },
        }),
        { email: AUTH_MESSAGES.emailInvalid },
      );
      refusedWith(
        await service.request(
          'mutation ($n: String!) { createProject(input: { key: "BIDI", name: $n }) { id } }',
          { n: `Plan ${control}B` },
          ada,
        ),
        { name: NAME_REFUSED },
      );
      refusedWith(
        await service.request(
          'mutation ($n: String!) { updateProject(input: { key: "LAN", name: $n }) { id } }',
          { n: `Lanes${control}` },
          ada,
        ),
        { name: NAME_REFUSED },
      );
    },
  );

  it('refuses an existing email wrapped in isolates, which would look the same, at sign-up', async () => {
    refusedWith(
      await service.request(SIGN_UP, {
        i: { name: 'Not Grace', email: '\u2068grace@lanes.test\u2069', password: 'long enough' },
      }),
      { email: AUTH_MESSAGES.emailInvalid },
    );
  });

  it('keeps right-to-left marks in a task title', async () => {
    const body = await service.request<{ createTask: { title: string } }>(
      'mutation ($t: String!) { createTask(input: { projectKey: "LAN", title: $t }) { title } }',
      { t: 'שלום\u200f (v2)' },
      ada,
    );
    expect(body).toEqual({ data: { createTask: { title: 'שלום\u200f (v2)' } } });
  });
});
