// `server/main.ts` as its own process, as an operator starts it: a minimal environment (no inherited settings), a
// random loopback port, and the URL it prints. With `fileLimit`, a shell lowers the open-file limit first.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface MainProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** What it has written to stderr so far. */
  stderr(): string;
}

export async function startMainProcess(
  env: Record<string, string>,
  options: { fileLimit?: number } = {},
): Promise<MainProcess> {
  const command = options.fileLimit
    ? [
        'sh',
        ['-c', `ulimit -n ${options.fileLimit} && exec "${process.execPath}" --import tsx server/main.ts`],
      ]
    : [process.execPath, ['--import', 'tsx', 'server/main.ts']];
  const child = spawn(command[0] as string, command[1] as string[], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const match = /Lanes is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`main.ts exited (${code}) before listening: ${stderr}`)));
  });
  return { child, url, stderr: () => stderr };
}
