import {
  listNotificationsSchema,
  messages,
  notificationsResultSchema,
  readNotificationsSchema,
  successEnvelope,
  unreadResultSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { listNotifications, readNotifications } from './notifications.service';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        querystring: listNotificationsSchema,
        response: { 200: successEnvelope(notificationsResultSchema) },
      },
    },
    async (request) =>
      ok(
        messages.notifications,
        await listNotifications(app.db, request.viewer.userId, request.query),
      ),
  );

  app.post(
    '/notifications/read',
    {
      config: { listChanges: 'nothing' },
      schema: {
        tags,
        body: readNotificationsSchema,
        response: { 200: successEnvelope(unreadResultSchema) },
      },
    },
    async (request) => {
      const viewerId = request.viewer.userId;
      const result = await readNotifications(app.db, viewerId, request.body.ids);
      // The badge on the reader's other tabs follows.
      request.pendingEvents.push({ type: 'notification', userId: viewerId });
      return ok(messages.notificationsRead, result);
    },
  );
};
