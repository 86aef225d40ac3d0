import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('configuration', () => {
  it('has the contract defaults', () => {
    expect(parseConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/app.db',
      sqliteReaders: Math.min(4, availableParallelism()),
      databasePoolSize: undefined,
      sqliteCacheBytes: undefined,
      mediaDir: './data/media',
      redisUrl: undefined,
      logLevel: 'info',
      sessionTtlDays: 30,
      sessionMaxDays: 90,
      rateLimits: true,
      trustProxy: false,
      listCacheBytes: 64 * 1024 * 1024,
      smtpUrl: undefined,
      mailFrom: 'Murmur <no-reply@localhost>',
      outboxDir: './data/outbox',
      publicUrl: 'http://localhost:3000',
      metricsToken: undefined,
    });
  });

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db/app',
      MEDIA_DIR: '/srv/media',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      SESSION_TTL_DAYS: '7',
      SESSION_MAX_DAYS: '14',
      RATE_LIMITS: 'off',
      TRUST_PROXY: 'on',
      LIST_CACHE_MB: '0',
      SQLITE_READERS: '0',
      SQLITE_CACHE_MB: '64',
      DATABASE_POOL_SIZE: '12',
    });
    expect(config).toMatchObject({
      listCacheBytes: 0,
      sqliteReaders: 0,
      sqliteCacheBytes: 64 * 1024 * 1024,
      databasePoolSize: 12,
      port: 8080,
      databaseUrl: 'postgres://u@db/app',
      sessionTtlDays: 7,
      sessionMaxDays: 14,
      rateLimits: false,
      trustProxy: true,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'localhost:6379'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_POOL_SIZE', '0'],
    ['SQLITE_CACHE_MB', '1'],
    ['SESSION_TTL_DAYS', '0'],
    ['SESSION_MAX_DAYS', 'forever'],
    ['RATE_LIMITS', 'maybe'],
    ['SMTP_URL', 'mail.example.com'],
    ['PUBLIC_URL', 'example.com'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*${value}`));
  });
});
