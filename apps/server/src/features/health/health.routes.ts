import { messages, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';

const healthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: successEnvelope(healthSchema) } },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', messages.serviceUnavailable);
      }
      return ok(messages.healthy, { status: 'ok' as const, db: 'ok' as const });
    },
  );
};
