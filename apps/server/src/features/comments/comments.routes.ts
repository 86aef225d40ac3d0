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
import { checkIdempotencyKey } from '../../db/idempotency';
import { ok } from '../../lib/reply';
import {
  listThread,
  publishComment,
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
      ok(messages.comments, await listThread(app.db, request.viewer.userId, request.body)),
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
      const viewer = request.viewer;
      const key = checkIdempotencyKey(request.headers['idempotency-key']);
      // Only these fields count; the seed's author, likes and is_deleted are ignored.
      const { content, post, visibility } = request.body.comment;
      const parent = request.body.comment.parent ?? null;
      const answer = await withPseudonymRetry(() => {
        // A retried attempt starts over; the failed one's events never happened.
        request.pendingEvents.length = 0;
        return publishComment(
          app.db,
          viewer,
          { content, post, visibility, parent },
          key,
          request.pendingEvents,
        );
      });
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
      const viewerId = request.viewer.userId;
      const result = await reactToComment(
        app.db,
        viewerId,
        request.params.id,
        kind,
        active,
        request.pendingEvents,
      );
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
      await removeComment(app.db, request.viewer.userId, request.params.id, request.pendingEvents);
      return ok(messages.commentDeleted, {});
    },
  );
};
