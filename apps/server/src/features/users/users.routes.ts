import {
  accountExportResultSchema,
  deleteAccountSchema,
  exportAccountSchema,
  listUsersSchema,
  messages,
  pictureLimits,
  pictureMessages,
  successEnvelope,
  updateProfileSchema,
  userIdParamsSchema,
  userListResultSchema,
  userResultSchema,
} from '@app/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { exportAccount } from './export.service';
import {
  deleteOwnAccount,
  getCurrentUser,
  getProfile,
  listUsers,
  updateOwnProfile,
} from './users.service';

const tags = ['users'];

// The same fields as JSON or as a multipart form, where `file` carries the picture.
const updateBodySchema = updateProfileSchema.extend({ file: z.unknown().optional() });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: pictureLimits.maxBytes, files: 1, fields: 20, fieldSize: 4096, parts: 21 },
  });

  app.get(
    '/user/me',
    { schema: { tags, response: { 200: successEnvelope(userResultSchema) } } },
    async (request) => {
      const user = await getCurrentUser(app.db, request.viewer.userId);
      return ok(messages.currentUser, { user });
    },
  );

  app.get(
    '/user/:id',
    {
      schema: {
        tags,
        params: userIdParamsSchema,
        response: { 200: successEnvelope(userResultSchema) },
      },
    },
    async (request) => {
      const user = await getProfile(app.db, request.viewer.userId, request.params.id);
      return ok(messages.user, { user });
    },
  );

  app.post(
    '/user/list',
    {
      config: { readOnly: true },
      schema: {
        tags,
        body: listUsersSchema,
        response: { 200: successEnvelope(userListResultSchema) },
      },
    },
    async (request) =>
      ok(messages.users, await listUsers(app.db, request.viewer.userId, request.body)),
  );

  app.put(
    '/user/update',
    {
      config: { listChanges: 'everything' },
      bodyLimit: pictureLimits.maxBytes + 64 * 1024,
      schema: {
        tags,
        consumes: ['application/json', 'multipart/form-data'],
        body: updateBodySchema,
        response: { 200: successEnvelope(userResultSchema) },
      },
    },
    async (request) => {
      const { file, ...fields } = request.body;
      if (file !== undefined && !Buffer.isBuffer(file)) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', pictureMessages.pictureType);
      }
      const viewerId = request.viewer.userId;
      const user = await updateOwnProfile(
        app.db,
        app.media,
        viewerId,
        fields,
        file,
        request.pendingEvents,
      );
      return ok(messages.profileUpdated, { user });
    },
  );

  app.post(
    '/user/me/export',
    {
      config: { listChanges: 'nothing' },
      onRequest: app.passwordCheckLimit,
      schema: {
        tags,
        body: exportAccountSchema,
        response: { 200: successEnvelope(accountExportResultSchema) },
      },
    },
    async (request, reply) => {
      const archive = await exportAccount(app.db, request.viewer.userId, request.body.password);
      const day = archive.exportedAt.slice(0, 10);
      // Saved as a file by `curl -OJ` and browsers alike; the web app saves `data.export`.
      reply.header(
        'content-disposition',
        `attachment; filename="murmur-${archive.profile.username}-${day}.json"`,
      );
      return ok(messages.accountExported, { export: archive });
    },
  );

  app.delete(
    '/user/me',
    {
      config: { listChanges: 'everything' },
      onRequest: app.passwordCheckLimit,
      schema: { tags, body: deleteAccountSchema, response: { 200: successEnvelope(z.object({})) } },
    },
    async (request) => {
      const viewerId = request.viewer.userId;
      await deleteOwnAccount(app.db, app.media, viewerId, request.body.password);
      request.pendingEvents.push({ type: 'user.ended', userId: viewerId });
      return ok(messages.accountDeleted, {});
    },
  );
};
