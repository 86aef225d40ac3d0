import { messages, successEnvelope, userResultSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { requireViewer } from '../../plugins/auth';
import { getCurrentUser } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me',
    { schema: { tags: ['users'], response: { 200: successEnvelope(userResultSchema) } } },
    async (request) => {
      const user = await getCurrentUser(app.db, requireViewer(request).userId);
      return ok(messages.currentUser, { user });
    },
  );
};
