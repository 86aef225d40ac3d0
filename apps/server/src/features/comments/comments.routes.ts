import {
  commentIdParamsSchema,
  commentListResultSchema,
  commentReactionResultSchema,
  commentResultSchema,
  listCommentsSchema,
  messages,
  newCommentSchema,
  reactToCommentSchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkIdempotencyKey, once } from '../../db/idempotency';
import { nowIso } from '../../lib/clock';
import { ok } from '../../lib/reply';
import { requireViewer } from '../../plugins/auth';
import { type Outbox, publishAll } from '../events/outbox';
import {
  addComment,
  listThread,
  reactToComment,
  removeComment,
  withPseudonymRetry,
} from './comments.service';

const tags = ['comments'];

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/comment/list',
    {
      config: { readOnly: true },
      schema: {
        tags,
        body: listCommentsSchema,
        response: { 200: successEnvelope(commentListResultSchema) },
      },
    },
    async (request) =>
      ok(messages.comments, await listThread(app.db, requireViewer(request).userId, request.body)),
  );

  app.post(
    '/comment/new',
    {
      config: { listChanges: 'posts' },
      schema: {
        tags,
        body: newCommentSchema,
        response: { 201: successEnvelope(commentResultSchema) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const key = checkIdempotencyKey(request.headers['idempotency-key']);
      // Only these fields count; the seed's author, likes and is_deleted are ignored.
      const { content, post, visibility } = request.body.comment;
      let outbox: Outbox = [];
      const answer = await withPseudonymRetry(() => {
        outbox = []; // a retried attempt starts over; the failed one's events never happened
        return once(
          app.db,
          {
            userId: viewer.userId,
            key,
            route: 'comment/new',
            body: { content, post, visibility },
            now: nowIso(),
          },
          async (trx) => ({
            status: 201,
            body: ok(messages.commentCreated, {
              comment: await addComment(trx, viewer.userId, { content, post, visibility }, outbox),
            }),
          }),
        );
      });
      await publishAll(app, outbox);
      return reply.status(answer.status as 201).send(answer.body as never);
    },
  );

  app.post(
    '/comment/:id/react',
    {
      config: { listChanges: 'nothing' },
      schema: {
        tags,
        params: commentIdParamsSchema,
        body: reactToCommentSchema,
        response: { 200: successEnvelope(commentReactionResultSchema) },
      },
    },
    async (request) => {
      const { kind, active } = request.body;
      const outbox: Outbox = [];
      const viewerId = requireViewer(request).userId;
      const result = await reactToComment(
        app.db,
        viewerId,
        request.params.id,
        kind,
        active,
        outbox,
      );
      await publishAll(app, outbox);
      return ok(messages.reacted, result);
    },
  );

  app.delete(
    '/comment/:id',
    {
      config: { listChanges: 'posts' },
      schema: {
        tags,
        params: commentIdParamsSchema,
        response: { 200: successEnvelope(z.object({})) },
      },
    },
    async (request) => {
      const outbox: Outbox = [];
      await removeComment(app.db, requireViewer(request).userId, request.params.id, outbox);
      await publishAll(app, outbox);
      return ok(messages.commentDeleted, {});
    },
  );
};
