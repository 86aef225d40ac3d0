import { messages, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';

const live = z.object({ status: z.literal('ok') });
const ready = z.object({ status: z.literal('ok'), db: z.literal('ok') });

/** A check that takes longer than this counts as failed: a probe must not hang with it. */
const CHECK_TIMEOUT_MS = 2000;

function withinTimeout(check: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for an orchestrator (PRODUCT.md §9): `live` while the process answers at all,
 * `ready` only while the database (and Redis, when configured) answer too, so traffic
 * goes elsewhere instead of into 503s. `/health` stays as the readiness check it was.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['health'];
  const isReady = async () => {
    try {
      await withinTimeout(Promise.all([sql`select 1`.execute(app.db), app.bus.ping()]));
    } catch {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', messages.serviceUnavailable);
    }
    return ok(messages.healthy, { status: 'ok' as const, db: 'ok' as const });
  };
  const readiness = {
    config: { public: true },
    schema: { tags, response: { 200: successEnvelope(ready) } },
  };
  app.get('/health', readiness, isReady);
  app.get('/health/ready', readiness, isReady);
  app.get(
    '/health/live',
    { config: { public: true }, schema: { tags, response: { 200: successEnvelope(live) } } },
    async () => ok(messages.healthy, { status: 'ok' as const }),
  );
};
