import { availableParallelism } from 'node:os';
import { z } from 'zod';

/**
 * The environment, parsed once at start-up. Nothing else reads process.env, so a bad
 * value stops the process here with a message naming the variable.
 */
const onOff = z.enum(['on', 'off']);
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .default('sqlite:./data/app.db')
    .refine((url) => /^(sqlite:|postgres:\/\/|postgresql:\/\/)/.test(url), {
      message: 'must start with sqlite: or postgres://',
    }),
  // SQLite: threads that run reads off the event loop (see db/sqlite-read-pool.ts); 0 runs
  // them on the main thread. One per core by default, the main thread sharing the first.
  SQLITE_READERS: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .default(Math.min(4, availableParallelism())),
  // SQLite: page cache of each connection (the writer and every reader); db/database.ts says
  // why its default is larger than better-sqlite3's 16 MB.
  SQLITE_CACHE_MB: z.coerce.number().int().min(2).max(16384).optional(),
  // PostgreSQL: connections per instance; db/database.ts says why its default is small.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  MEDIA_DIR: z.string().min(1).default('./data/media'),
  REDIS_URL: z
    .string()
    .refine((url) => /^rediss?:\/\//.test(url), { message: 'must start with redis://' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // However often it is used, a session ends this many days after its log-in.
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  RATE_LIMITS: onOff.default('on'),
  // Trust X-Forwarded-For only when a reverse proxy in front sets it; otherwise a client
  // could rotate the header to dodge the per-address rate limits.
  TRUST_PROXY: onOff.default('off'),
  // Memory for answers of post lists kept per viewer (see lib/list-cache.ts); 0 turns it off.
  LIST_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  // Mail: SMTP when set (smtp:// or smtps://), otherwise files in ./data/outbox.
  SMTP_URL: z
    .string()
    .refine((url) => /^smtps?:\/\//.test(url), { message: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Murmur <no-reply@localhost>'),
  OUTBOX_DIR: z.string().min(1).default('./data/outbox'),
  // Lets /metrics be read from other hosts, by whoever sends it as a Bearer token.
  METRICS_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  // Where people open the web app, for links in e-mails.
  PUBLIC_URL: z
    .string()
    .refine((url) => /^https?:\/\/[^/]+/.test(url), { message: 'must be an http(s) URL' })
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  sqliteReaders: number;
  sqliteCacheBytes: number | undefined;
  databasePoolSize: number | undefined;
  mediaDir: string;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  sessionTtlDays: number;
  sessionMaxDays: number;
  rateLimits: boolean;
  trustProxy: boolean;
  listCacheBytes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  publicUrl: string;
  metricsToken: string | undefined;
};

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "not set", as shells and .env files usually intend.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    sqliteReaders: c.SQLITE_READERS,
    sqliteCacheBytes: c.SQLITE_CACHE_MB && c.SQLITE_CACHE_MB * 1024 * 1024,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    mediaDir: c.MEDIA_DIR,
    redisUrl: c.REDIS_URL,
    logLevel: c.LOG_LEVEL,
    sessionTtlDays: c.SESSION_TTL_DAYS,
    sessionMaxDays: c.SESSION_MAX_DAYS,
    rateLimits: c.RATE_LIMITS === 'on',
    trustProxy: c.TRUST_PROXY === 'on',
    listCacheBytes: c.LIST_CACHE_MB * 1024 * 1024,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    outboxDir: c.OUTBOX_DIR,
    metricsToken: c.METRICS_TOKEN,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}
