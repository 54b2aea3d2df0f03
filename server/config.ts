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
  /** Production (`npm start`, the default) hides field suggestions and introspection; `npm run dev` shows them. */
  production: boolean;
  /** Open sockets one client address may hold; the excess is closed at once. */
  maxConnectionsPerAddress: number;
  /** Origins (scheme://host[:port]) allowed to call /graphql from a browser besides this host's own; none by default. */
  corsOrigins: string[];
  /** Behind a proxy: take the client address from X-Forwarded-For (for rate limits) instead of the socket. */
  trustProxy: boolean;
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
  const lanesEnv = nonEmpty(env.LANES_ENV);
  if (lanesEnv !== null && lanesEnv !== 'production' && lanesEnv !== 'development') {
    throw new ConfigError(`LANES_ENV must be production or development, not "${lanesEnv}"`);
  }
  const rawConnections = nonEmpty(env.MAX_CONNECTIONS_PER_ADDRESS);
  const maxConnectionsPerAddress = rawConnections === null ? 128 : Number(rawConnections);
  if (!Number.isInteger(maxConnectionsPerAddress) || maxConnectionsPerAddress < 1) {
    throw new ConfigError(
      `MAX_CONNECTIONS_PER_ADDRESS must be a whole number from 1, not "${rawConnections}"`,
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
    // Secure unless told otherwise: only an explicit development setting turns suggestions and introspection on.
    production: (lanesEnv ?? nonEmpty(env.NODE_ENV)) !== 'development',
    maxConnectionsPerAddress,
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    trustProxy: ['1', 'true', 'yes'].includes(nonEmpty(env.TRUST_PROXY)?.toLowerCase() ?? ''),
    eventRetentionCount,
    eventRetentionDays,
  };
}

/** `CORS_ORIGINS`: a comma list of origins, each normalised to scheme://host[:port]; anything else is a mistake. */
function parseOrigins(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.map((item) => {
    const url = URL.canParse(item) ? new URL(item) : null;
    if (!url || !/^https?:$/.test(url.protocol)) {
      throw new ConfigError(`CORS_ORIGINS must list origins like https://app.example.com, not "${item}"`);
    }
    return url.origin;
  });
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

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
