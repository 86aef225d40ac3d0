import { messages } from '@app/contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors';

type Hook = onRequestHookHandler & preHandlerHookHandler;
type Limit = { max: number; timeWindow: number; key: (request: FastifyRequest) => string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read sent as POST (its filters are a body): it spends no write budget. */
    readOnly?: boolean;
  }
  interface FastifyInstance {
    /** A hook enforcing one limit, or a no-op when RATE_LIMITS=off. */
    limit: (name: string, limit: Limit) => Hook;
    /** One budget shared by every write a signed-in person makes; see `spendsWriteBudget`. */
    writeLimit: Hook;
    /** One count for every route that asks a signed-in account for its own password. */
    passwordCheckLimit: Hook;
  }
}

const MINUTE = 60_000;

/** The contract's limits (PRODUCT.md rule 11). */
export const rateLimits = {
  loginPerAddress: { max: 10, timeWindow: MINUTE, key: (r: FastifyRequest) => r.ip },
  loginPerAccount: {
    max: 10,
    timeWindow: MINUTE,
    key: (r: FastifyRequest) =>
      String((r.body as { email?: unknown })?.email ?? '')
        .trim()
        .toLowerCase(),
  },
  signUpPerAddress: { max: 5, timeWindow: 60 * MINUTE, key: (r: FastifyRequest) => r.ip },
  resetPerAddress: { max: 5, timeWindow: 60 * MINUTE, key: (r: FastifyRequest) => r.ip },
  resetPerAccount: {
    max: 3,
    timeWindow: 60 * MINUTE,
    key: (r: FastifyRequest) =>
      String((r.body as { email?: unknown })?.email ?? '')
        .trim()
        .toLowerCase(),
  },
  /**
   * A signed-in account's own password, asked again before a password change, an export or
   * the account's deletion: as many tries as a sign-in gets, so a stolen session cannot
   * guess it at the write budget's pace (60 a minute) and take the account for good.
   */
  passwordChecksPerAccount: {
    max: 10,
    timeWindow: MINUTE,
    key: (r: FastifyRequest) => r.viewerIfAny?.userId ?? r.ip,
  },
  writesPerUser: {
    max: 60,
    timeWindow: MINUTE,
    key: (r: FastifyRequest) => r.viewerIfAny?.userId ?? r.ip,
  },
} satisfies Record<string, Limit>;

type RouteShape = { method: string | string[]; config?: { public?: boolean; readOnly?: boolean } };

/**
 * Every signed-in route that changes something spends the one write budget, without the
 * route asking: a new write route cannot forget it. Public routes (sign-up, log-in, resets)
 * have limits of their own, per address and per account.
 */
export const spendsWriteBudget = (route: RouteShape): boolean =>
  [route.method].flat().some((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method)) &&
  !route.config?.public &&
  !route.config?.readOnly;

export const rateLimitPlugin = fp<{ enabled: boolean; redisUrl: string | undefined }>(
  async (app, { enabled, redisUrl }) => {
    if (!enabled) {
      const noop: Hook = async () => {};
      app.decorate('limit', () => noop);
      app.decorate('writeLimit', noop);
      app.decorate('passwordCheckLimit', noop);
      return;
    }
    // With Redis, every instance shares the counters; otherwise they live in this process.
    const redis = redisUrl
      ? new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, skipOnError: true } : {}),
    });
    // The plugin's own hook runs once per request, and login needs two limits (address and
    // account), so each limit is checked here with createRateLimit and answered alike.
    app.decorate('limit', (name: string, limit: Limit) => {
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindow,
        keyGenerator: (request) => `${name}:${limit.key(request)}`,
      });
      const hook: Hook = async (request, reply) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new AppError(429, 'RATE_LIMITED', messages.rateLimited);
        }
      };
      return hook;
    });
    app.decorate('writeLimit', app.limit('writes', rateLimits.writesPerUser));
    // Made once and shared: each limit made by `limit` counts in a store of its own.
    app.decorate(
      'passwordCheckLimit',
      app.limit('password-checks', rateLimits.passwordChecksPerAccount),
    );
    // A route's own onRequest hooks run after the app's, so the viewer is known by then,
    // and a spent budget is answered before the body is even parsed.
    app.addHook('onRoute', (route) => {
      if (!spendsWriteBudget(route)) return;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...own, app.writeLimit];
    });
  },
  { name: 'rate-limit' },
);
