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
import { requireViewer } from '../../plugins/auth';
import { type Outbox, publishAll } from '../events/outbox';
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
        await listNotifications(app.db, requireViewer(request).userId, request.query),
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
      const viewerId = requireViewer(request).userId;
      const result = await readNotifications(app.db, viewerId, request.body.ids);
      // The badge on the reader's other tabs follows.
      const outbox: Outbox = [{ type: 'notification', userId: viewerId }];
      await publishAll(app, outbox);
      return ok(messages.notificationsRead, result);
    },
  );
};
