// /graphql answers over 1 kB travel compressed (brotli or gzip, by Accept-Encoding), smaller ones as they are, and
// an event stream is never held back by a compressor. Raw node:http requests: fetch would decode the body itself.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { test } from '../support/fixtures';
import type { TestService } from '../support/service';

const BOARD = `query Board($key: String!) { project(key: $key) { id key name members { id role user { id name } }
  todo: tasks(filter: { status: TODO }, first: 50) { totalCount edges { node { id number title status priority } } }
  done: tasks(filter: { status: DONE }, first: 50) { totalCount edges { node { id number title status priority } } }
} }`;

let service: TestService;
let cookie: string;

test.beforeAll(async ({ sharedService }) => {
  service = sharedService;
  ({ cookie } = await service.sessionFor('ada@lanes.test'));
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function post(body: unknown, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      service.graphqlUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', cookie, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('/graphql compression', () => {
  it('compresses a large Board answer with brotli or gzip, and both decode to the plain answer', async () => {
    const board = { query: BOARD, variables: { key: 'LAN' } };
    const plain = await post(board, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const json = JSON.parse(plain.body.toString()) as { data: { project: { key: string } } };
    expect(json.data.project.key).toBe('LAN');

    const br = await post(board, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());

    const gzip = await post(board, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());

    const identity = await post(board, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(plain.body.toString());
  });

  it('sends answers under 1 kB as they are', async () => {
    const small = await post({ query: '{ viewer { email } }' }, { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"data":{"viewer":{"email":"ada@lanes.test"}}}');
  });

  it('never compresses an event stream: each event arrives as soon as it happens', async () => {
    const controller = new AbortController();
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(
        service.graphqlUrl,
        {
          method: 'POST',
          signal: controller.signal,
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            'accept-encoding': 'gzip, deflate, br',
            cookie,
          },
        },
        resolve,
      );
      request.on('error', reject);
      request.end(
        JSON.stringify({
          query: 'subscription ($k: String!) { boardEvents(projectKey: $k) { kind task { title } } }',
          variables: { k: 'LAN' },
        }),
      );
    });
    try {
      expect(response.headers['content-type']).toBe('text/event-stream');
      // yoga marks its streams `none` itself (a hint to proxies); neither br nor gzip was applied.
      expect(response.headers['content-encoding']).toBe('none');
      response.setEncoding('utf8');
      const events: string[] = [];
      let buffer = '';
      const nextEvent = () =>
        new Promise<string>((resolve) => {
          const onData = (chunk: string) => {
            buffer += chunk;
            for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const data = block.split('\n').find((line) => line.startsWith('data:'));
              if (data) events.push(data.slice(5).trim());
            }
            if (events.length > 0) {
              response.off('data', onData);
              resolve(events.shift() ?? '');
            }
          };
          response.on('data', onData);
        });
      // The stream stays open: the event can only arrive if nothing buffers it.
      for (const title of ['Streamed one', 'Streamed two']) {
        const arrived = nextEvent();
        await service.request(
          'mutation ($t: String!) { createTask(input: { projectKey: "LAN", title: $t }) { id } }',
          { t: title },
          cookie,
        );
        expect(JSON.parse(await arrived)).toEqual({
          data: { boardEvents: { kind: 'TASK_CREATED', task: { title } } },
        });
      }
    } finally {
      controller.abort();
      response.destroy();
    }
  });
});
