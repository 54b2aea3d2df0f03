// `node build/server.mjs` as an operator runs it: one clear line and exit code 1 for each fixable startup problem of its
// settings (a port; a database or Redis it cannot reach: foundation-main-unreachable.test.ts; a data directory it
// cannot use: foundation-main-data-dir.test.ts; success and stopping: foundation-main.test.ts).
import { describe, expect, it } from 'vitest';
import net from 'node:net';
import { mainProcesses } from '../support/main-process';

const { dataDir: seededDataDir, spawn: startMain } = mainProcesses();

/** A loopback port someone holds. */
async function busyPort(): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('server/main.ts', () => {
  it('says the port is in use', async () => {
    const busy = await busyPort();
    try {
      const result = await startMain({ DATA_DIR: seededDataDir(), PORT: String(busy.port) }).exited;
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: `lanes: Port ${busy.port} is in use: stop the other process or set PORT\n`,
      });
    } finally {
      await busy.close();
    }
  });

  it('says what is wrong with PORT', async () => {
    const result = await startMain({ PORT: 'eighty' }).exited;
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'lanes: PORT must be a whole number from 0 to 65535, not "eighty"\n',
    });
  });
});
