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
      preHandler: app.writeLimit,
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
      const answer = await withPseudonymRetry(() =>
        once(
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
              comment: await addComment(trx, viewer.userId, { content, post, visibility }),
            }),
          }),
        ),
      );
      return reply.status(answer.status as 201).send(answer.body as never);
    },
  );

  app.post(
    '/comment/:id/react',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        params: commentIdParamsSchema,
        body: reactToCommentSchema,
        response: { 200: successEnvelope(commentReactionResultSchema) },
      },
    },
    async (request) => {
      const { kind, active } = request.body;
      const result = await reactToComment(
        app.db,
        requireViewer(request).userId,
        request.params.id,
        kind,
        active,
      );
      return ok(messages.reacted, result);
    },
  );

  app.delete(
    '/comment/:id',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        params: commentIdParamsSchema,
        response: { 200: successEnvelope(z.object({})) },
      },
    },
    async (request) => {
      await removeComment(app.db, requireViewer(request).userId, request.params.id);
      return ok(messages.commentDeleted, {});
    },
  );
};
