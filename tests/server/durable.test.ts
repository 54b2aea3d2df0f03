// Nothing acknowledged is lost: the embedded database fsyncs its write-ahead log before a commit is acknowledged
// (a data directory removed or replaced while running: durable-data-dir.test.ts). Against the real service
// (`node build/server.mjs` as a child process) and a real PGlite data directory on disk.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { signInByHash } from '../support/api-keys';
import { graphql } from '../support/capacity';
import { seededDataDir as seededDir } from '../support/data-dir';
import { mainProcesses } from '../support/main-process';

const seededDataDir = () => seededDir(inject('lanesSeedDump'));
const mains = mainProcesses();
const CREATE_TASK = 'mutation ($t: String!) { createTask(input: { projectKey: "LAN", title: $t }) { id } }';
const tracers: ChildProcess[] = [];
afterEach(() => {
  for (const tracer of tracers.splice(0)) if (tracer.exitCode === null) tracer.kill('SIGKILL');
});

describe('durable commits', () => {
  beforeAll(() => {
    // strace is how the test sees the system calls; it is part of the machine this suite runs on.
    execFileSync('strace', ['-V'], { stdio: 'ignore' });
  });

  it('fsyncs the write-ahead log before each acknowledged commit', async () => {
    const dataDir = await seededDataDir();
    // The requests send their own text, as an API key may (trusted-documents.test.ts: production's).
    const main = await mains.start({ DATA_DIR: dataDir, LANES_ENV: 'development' });
    const { url } = main;
    const cookie = await signInByHash(`${url}/graphql`, 'ada@lanes.test');
    const tracer = await traceSyncs(main.child.pid!, path.join(path.dirname(dataDir), 'strace.txt'));
    for (let i = 0; i < 20; i += 1) {
      const { body } = await graphql(url, CREATE_TASK, { t: `durable ${i}` }, cookie);
      expect(body.errors).toBeUndefined();
    }
    const syncs = await tracer.stop();
    // Each commit synced the WAL segment it wrote (the descriptor's path, -y, names it).
    const walSyncs = syncs.filter((line) => /fsync\(\d+<[^>]*\/pg_wal\/[0-9A-F]{24}>\) = 0/.test(line));
    expect(walSyncs.length).toBeGreaterThanOrEqual(20);
    main.child.kill('SIGTERM');
    expect((await main.exited).code).toBe(0);
  }, 60_000);

  it('stock PGlite (relaxed) never syncs: what the durable setting changes', async () => {
    const dataDir = await seededDataDir();
    const { db } = await openPglite({ dataDir, durable: false });
    // This very process, traced while it writes: every fsync of the 20 commits would show.
    const tracer = await traceSyncs(process.pid, path.join(path.dirname(dataDir), 'strace-relaxed.txt'));
    let syncs: string[];
    try {
      for (let i = 0; i < 20; i += 1) {
        await db.query('INSERT INTO projects (id, key, name, description) VALUES ($1, $2, $3, $4)', [
          `relaxed-${i}`,
          `RX${String.fromCharCode(65 + i)}`,
          'r',
          '',
        ]);
      }
    } finally {
      syncs = await tracer.stop();
      await db.close();
    }
    expect(syncs).toEqual([]);
  });
});

/** Attaches strace to a running process (and its threads) and collects its fsync/fdatasync calls until stop(). */
async function traceSyncs(pid: number, file: string): Promise<{ stop(): Promise<string[]> }> {
  const tracer = spawn('strace', ['-f', '-y', '-e', 'trace=fsync,fdatasync', '-o', file, '-p', String(pid)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  tracers.push(tracer);
  let said = '';
  await new Promise<void>((resolve, reject) => {
    tracer.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      said += chunk;
      if (said.includes('attached')) resolve();
    });
    tracer.once('exit', () => reject(new Error(`strace: ${said}`)));
  });
  return {
    async stop() {
      const exited = once(tracer, 'exit');
      tracer.kill('SIGINT'); // detaches; the traced process runs on
      await exited;
      return (await readFile(file, 'utf8')).split('\n').filter((line) => /f(data)?sync\(/.test(line));
    },
  };
}
