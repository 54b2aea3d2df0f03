// The counter service in a child process, with the same controls as in-process; `live` and `requests` mirror the
// child's counts as it reports them. The child runs counter-service-main.ts as the run's global setup built it.
import { fork } from 'node:child_process';
import { PROCESS_BUNDLES } from '../support/process-bundles';
import type { CounterService } from './counter-service';

export async function startCounterServiceProcess(port = 0): Promise<CounterService> {
  const child = fork(PROCESS_BUNDLES.counterService.outfile, [String(port)], {
    // Not the test worker's own flags, which fork() passes on by default.
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let live = 0;
  let requests = 0;
  const waiters: { check: () => boolean; resolve: () => void }[] = [];
  const settle = () => {
    for (const waiter of [...waiters]) {
      if (waiter.check()) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const until = (check: () => boolean) =>
    check() ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ check, resolve }));

  const actualPort = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`counter service exited with ${code}`)));
    child.on('message', (message: { type: string; port?: number; live?: number; requests?: number }) => {
      if (message.type === 'ready' && message.port) resolve(message.port);
      if (message.type === 'state') {
        live = message.live ?? live;
        requests = message.requests ?? requests;
        settle();
      }
    });
  });

  return {
    url: `http://127.0.0.1:${actualPort}/graphql`,
    wsUrl: `ws://127.0.0.1:${actualPort}/graphql`,
    port: actualPort,
    get live() {
      return live;
    },
    get requests() {
      return requests;
    },
    failNext: (n) => void child.send({ type: 'failNext', n }),
    tick: (value, channel) => void child.send({ type: 'tick', value, channel }),
    waitForLive: (n) => until(() => live === n),
    reset: async () => {
      await until(() => live === 0);
      child.send({ type: 'reset' });
      await until(() => requests === 0);
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.send({ type: 'close' });
      }),
  };
}
