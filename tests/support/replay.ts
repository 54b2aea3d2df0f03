// A project with a long event log, and boardEvents streams over raw HTTP whose reading can stop: what the tests of
// replays' pacing and budget read (tests/server/limits-capacity-replay*.test.ts).
import http from 'node:http';
import { expect } from 'vitest';
import type { TestService } from './service';
import { graphql, type Account } from './capacity';

const DESCRIPTION = 10_000;
const BOARD_EVENTS =
  'subscription ($k: String!, $a: Int) { boardEvents(projectKey: $k, after: $a) { seq task { description } } }';

/** A boardEvents stream over SSE whose reading can stop (TCP then holds the service's writes back). */
export function rawStream(service: TestService, cookie: string, after: number | null) {
  const seqs: number[] = [];
  let buffered = '';
  let response: http.IncomingMessage | undefined;
  const request = http.request(`${service.graphqlUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
  });
  const opened = new Promise<void>((resolve, reject) => {
    request.once('response', (res) => {
      response = res;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const message = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = /^data: (.+)$/m.exec(message)?.[1];
          const seq = data
            ? (JSON.parse(data) as { data?: { boardEvents?: { seq: number } } }).data?.boardEvents?.seq
            : undefined;
          if (seq !== undefined) seqs.push(seq);
        }
      });
      resolve();
    });
    request.once('error', reject);
  });
  request.end(JSON.stringify({ query: BOARD_EVENTS, variables: { k: 'LONG', a: after } }));
  return {
    seqs,
    opened,
    pause: () => response?.pause(),
    resume: () => response?.resume(),
    close: () => request.destroy(),
  };
}

/** The account's project LONG with a log of `events`, each carrying one task with a long description. */
export async function longLog(target: TestService, account: Account, events: number): Promise<void> {
  await graphql(
    target.url,
    'mutation { createProject(input: { key: "LONG", name: "Long log" }) { id } }',
    {},
    account.cookie,
  );
  const created = await graphql(
    target.url,
    'mutation ($d: String) { createTask(input: { projectKey: "LONG", title: "Long", description: $d }) { id } }',
    { d: 'x'.repeat(DESCRIPTION) },
    account.cookie,
  );
  expect(created.body.errors).toBeUndefined();
  // The rest of the log copied from the real event (each replayed event carries the task and its long description):
  // writing thousands of changes through the API would spend minutes of this shared machine and prove nothing more.
  await target.db.transaction(async (tx) => {
    const [project] = await tx.query<{ id: string; seq: number }>(
      "SELECT id, last_seq AS seq FROM projects WHERE key = 'LONG'",
    );
    await tx.query(
      `INSERT INTO project_events (project_id, seq, kind, actor_id, at, task_id, payload)
       SELECT project_id, seq + n, kind, actor_id, at, task_id, payload
         FROM project_events, generate_series(1, $3::int) AS n WHERE project_id = $1 AND seq = $2`,
      [project!.id, project!.seq, events - project!.seq],
    );
    await tx.query('UPDATE projects SET last_seq = $2 WHERE id = $1', [project!.id, events]);
  });
}
