import {
  messages,
  moderationLogSchema,
  moderationTargetSchema,
  newReportSchema,
  reportQueueSchema,
  successEnvelope,
} from '@app/contract';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { isModerator } from './moderation.repository';
import {
  dismiss,
  moderationLog,
  remove,
  report,
  reportQueue,
  revokeAnonymous,
  setSuspended,
} from './moderation.service';

const tags = ['moderation'];
const done = successEnvelope(z.object({}));

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The role is read from the database on every call, so a demoted moderator stops at once.
  const moderatorsOnly: preHandlerHookHandler = async (request) => {
    if (!(await isModerator(app.db, request.viewer.userId)))
      throw forbidden(messages.moderatorsOnly);
  };

  app.post(
    '/reports',
    {
      config: { listChanges: 'nothing' },
      schema: {
        tags,
        body: newReportSchema,
        response: {
          201: successEnvelope(
            z.object({ report: z.object({ _id: z.string(), status: z.literal('open') }) }),
          ),
        },
      },
    },
    async (request, reply) => {
      const created = await report(app.db, request.viewer.userId, request.body);
      return reply.status(201).send(ok(messages.reported, { report: created }));
    },
  );

  app.get(
    '/moderation/reports',
    {
      preHandler: moderatorsOnly,
      schema: { tags, response: { 200: successEnvelope(reportQueueSchema) } },
    },
    async () => ok(messages.reports, { groups: await reportQueue(app.db) }),
  );

  app.get(
    '/moderation/log',
    {
      preHandler: moderatorsOnly,
      schema: { tags, response: { 200: successEnvelope(moderationLogSchema) } },
    },
    async () => ok(messages.moderationLog, { entries: await moderationLog(app.db) }),
  );

  app.post(
    '/moderation/dismiss',
    {
      config: { listChanges: 'nothing' },
      preHandler: moderatorsOnly,
      schema: { tags, body: moderationTargetSchema, response: { 200: done } },
    },
    async (request) => {
      await dismiss(app.db, request.viewer.userId, {
        kind: request.body.targetKind,
        id: request.body.targetId,
      });
      return ok(messages.reportsDismissed, {});
    },
  );

  app.post(
    '/moderation/remove',
    {
      config: { listChanges: 'everything' },
      preHandler: moderatorsOnly,
      schema: { tags, body: moderationTargetSchema, response: { 200: done } },
    },
    async (request) => {
      await remove(
        app.db,
        app.media,
        request.viewer.userId,
        { kind: request.body.targetKind, id: request.body.targetId },
        request.pendingEvents,
      );
      return ok(messages.contentRemoved, {});
    },
  );

  app.post(
    '/moderation/revoke-anonymous',
    {
      config: { listChanges: 'everything' },
      preHandler: moderatorsOnly,
      schema: { tags, body: moderationTargetSchema, response: { 200: done } },
    },
    async (request) => {
      await revokeAnonymous(
        app.db,
        app.media,
        request.viewer.userId,
        { kind: request.body.targetKind, id: request.body.targetId },
        request.pendingEvents,
      );
      return ok(messages.anonymousPostingRevokedDone, {});
    },
  );

  const doneMessage = {
    suspended: messages.accountSuspended,
    restored: messages.accountUnsuspended,
    revoked: messages.anonymousPostingRevokedDone,
  };
  for (const [path, suspended] of [
    ['suspend', true],
    ['unsuspend', false],
  ] as const) {
    app.post(
      `/moderation/${path}`,
      {
        config: { listChanges: 'everything' },
        preHandler: moderatorsOnly,
        schema: { tags, body: moderationTargetSchema, response: { 200: done } },
      },
      async (request) => {
        const outcome = await setSuspended(
          app.db,
          app.media,
          request.viewer.userId,
          { kind: request.body.targetKind, id: request.body.targetId },
          suspended,
          request.pendingEvents,
        );
        return ok(doneMessage[outcome], {});
      },
    );
  }
};
