// Starts tests/hooks/lanes-service-main.ts, as the run's global setup built it, in a child process and resolves with
// its GraphQL URL.
import { fork } from 'node:child_process';
import { PROCESS_BUNDLES } from '../support/process-bundles';

export interface LanesServiceProcess {
  graphqlUrl: string;
  close(): Promise<void>;
}

/** `pageOrigin`: the test page's origin (happy-dom's `location.origin`), allowed as a CORS origin by the service. */
export async function startLanesServiceProcess(
  seedDumpPath: string,
  pageOrigin?: string,
): Promise<LanesServiceProcess> {
  const child = fork(
    PROCESS_BUNDLES.lanesService.outfile,
    pageOrigin ? [seedDumpPath, pageOrigin] : [seedDumpPath],
    {
      // As in the in-process integration tests: the service logs errors only.
      env: { ...process.env, NODE_ENV: 'test' },
      // Not the test worker's own flags, which fork() passes on by default.
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`the Lanes service process exited with ${code} before listening`)),
    );
    child.on('message', (message: { type: string; url?: string }) => {
      if (message.type === 'ready' && message.url) resolve(message.url);
    });
  });
  return {
    graphqlUrl: `${url}/graphql`,
    close: async () => {
      child.disconnect();
      await exited;
    },
  };
}
