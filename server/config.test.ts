import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redactUrl } from './config';

describe('loadConfig', () => {
  it('defaults to port 4000 on every interface, the embedded database in .data and the app in dist', () => {
    expect(loadConfig({}, '/srv/lanes')).toEqual({
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: '/srv/lanes/.data',
      redisUrl: null,
      staticDir: '/srv/lanes/dist',
      eventRetentionCount: 10_000,
      eventRetentionDays: 7,
    });
  });

  it('reads every setting, resolving directories against the working directory', () => {
    expect(
      loadConfig(
        {
          PORT: '8080',
          HOST: '127.0.0.1',
          DATABASE_URL: 'postgresql://lanes@db/lanes',
          DATA_DIR: 'var/db',
          REDIS_URL: 'redis://cache:6379',
          STATIC_DIR: '/opt/app',
          EVENT_RETENTION_COUNT: '500',
          EVENT_RETENTION_DAYS: '0',
        },
        '/srv/lanes',
      ),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://lanes@db/lanes',
      dataDir: path.resolve('/srv/lanes/var/db'),
      redisUrl: 'redis://cache:6379',
      staticDir: '/opt/app',
      eventRetentionCount: 500,
      eventRetentionDays: 0,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: ' ', DATABASE_URL: '', REDIS_URL: '' }, '/x')).toMatchObject({
      port: 4000,
      databaseUrl: null,
      redisUrl: null,
    });
  });

  it('refuses a PORT that is not a port, and a DATABASE_URL that is not PostgreSQL', () => {
    for (const port of ['eighty', '65536', '-1', '80.5']) {
      expect(() => loadConfig({ PORT: port })).toThrow(
        new ConfigError(`PORT must be a whole number from 0 to 65535, not "${port}"`),
      );
    }
    expect(() => loadConfig({ EVENT_RETENTION_COUNT: '0' })).toThrow(
      new ConfigError('EVENT_RETENTION_COUNT must be a whole number of at least 1, not "0"'),
    );
    expect(() => loadConfig({ EVENT_RETENTION_DAYS: '1.5' })).toThrow(
      new ConfigError('EVENT_RETENTION_DAYS must be a whole number of at least 0, not "1.5"'),
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/lanes' })).toThrow(
      'DATABASE_URL must start with postgres:// or postgresql:// (unset it to use the embedded database)',
    );
  });
});

describe('redactUrl', () => {
  it('hides the password and nothing else', () => {
    expect(redactUrl('postgres://lanes:s3cret@db:5432/lanes?sslmode=require')).toBe(
      'postgres://lanes:***@db:5432/lanes?sslmode=require',
    );
    expect(redactUrl('postgres://lanes@db/lanes')).toBe('postgres://lanes@db/lanes');
    expect(redactUrl('not a url')).toBe('(unparseable URL)');
  });
});
