// A throwaway redis-server for tests of several service instances: started on a free loopback port without
// persistence, stopped with its process. Debian's redis-server package provides the binary.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface TestRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  stop(): void;
  /** Stops the server (every connection cut), keeping its port for resume(). */
  halt(): Promise<void>;
  /** Starts it again on the same port, waiting until it accepts connections. */
  resume(): Promise<void>;
}

/** A port nothing listens on now, on the loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function spawnRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  return child;
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = await spawnRedis(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => void child?.kill(),
    async halt() {
      const stopping = child;
      child = null;
      if (!stopping || stopping.exitCode !== null) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      stopping.kill('SIGKILL');
      await exited;
    },
    async resume() {
      child = await spawnRedis(port);
    },
  };
}
