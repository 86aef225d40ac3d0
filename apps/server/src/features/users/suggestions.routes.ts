import { messages, successEnvelope, suggestionsResultSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { toUser } from '../../views/user.view';
import { listSuggestions } from './suggestions.repository';

const querySchema = z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) });

export const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/suggestions',
    {
      schema: {
        tags: ['relations'],
        querystring: querySchema,
        response: { 200: successEnvelope(suggestionsResultSchema) },
      },
    },
    async (request) => {
      const viewerId = request.viewer.userId;
      const rows = await listSuggestions(app.db, viewerId, request.query.limit);
      return ok(messages.users, { userList: rows.map((row) => toUser(row, viewerId)) });
    },
  );
};
