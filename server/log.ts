// The structured log: one JSON line per record on stdout (pino); cookies, authorization and passwords redacted.
import { pino, type Logger } from 'pino';
import type { YogaLogger } from 'graphql-yoga';

// Tests run many services in one process: they log only when asked to (LOG_LEVEL).
const level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');

export const logger: Logger = pino({
  level,
  base: { pid: process.pid },
  redact: {
    paths: [
      '*.cookie',
      '*.authorization',
      '*.password',
      '*.headers.cookie',
      '*.headers.authorization',
      'cookie',
    ],
    censor: '[redacted]',
  },
});

/** yoga's logger on top of pino: its messages become records of the same stream. */
export function yogaLogger(base: Logger = logger): YogaLogger {
  const write =
    (method: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]): void => {
      const [first, ...rest] = args;
      if (first instanceof Error) base[method]({ err: first }, first.message);
      else base[method]({ args: rest.length > 0 ? rest.map(String) : undefined }, String(first));
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
