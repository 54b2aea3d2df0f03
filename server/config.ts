// The service's configuration: the only server module that reads process.env; everything else receives a Config.
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL URL; null means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  redisUrl: string | null;
  staticDir: string;
  /** Event-log retention: keep at least this many events per project (EVENT_RETENTION_COUNT)… */
  eventRetentionCount: number;
  /** …and every event younger than this many days (EVENT_RETENTION_DAYS). */
  eventRetentionDays: number;
}

/** A configuration mistake, reported to the operator as one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const rawPort = nonEmpty(env.PORT);
  const port = rawPort === null ? 4000 : Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${rawPort}"`);
  }
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      'DATABASE_URL must start with postgres:// or postgresql:// (unset it to use the embedded database)',
    );
  }
  const eventRetentionCount = wholeNumber(env, 'EVENT_RETENTION_COUNT', 10_000, 1);
  const eventRetentionDays = wholeNumber(env, 'EVENT_RETENTION_DAYS', 7, 0);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? '.data'),
    redisUrl: nonEmpty(env.REDIS_URL),
    staticDir: path.resolve(cwd, nonEmpty(env.STATIC_DIR) ?? 'dist'),
    eventRetentionCount,
    eventRetentionDays,
  };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  }
  return value;
}

/** The URL with any password replaced, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
