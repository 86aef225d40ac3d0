import {
  listPostsSchema,
  messages,
  newPostSchema,
  popularPostsSchema,
  postIdParamsSchema,
  postListResultSchema,
  postResultSchema,
  reactionResultSchema,
  reactToPostSchema,
  savedPostsSchema,
  saveResultSchema,
  saveSchema,
  successEnvelope,
  updatePostSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkIdempotencyKey } from '../../db/idempotency';
import { ok } from '../../lib/reply';
import { cachedList } from './list-cache/list-cache.plugin';
import {
  editPost,
  getPost,
  listPopularToday,
  listPostsFor,
  listSaved,
  pageBefore,
  publishPost,
  reactToPost,
  removePost,
  savePost,
} from './posts.service';

const tags = ['posts'];

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/post/new',
    {
      config: { listChanges: 'posts' },
      schema: { tags, body: newPostSchema, response: { 201: successEnvelope(postResultSchema) } },
    },
    async (request, reply) => {
      const key = checkIdempotencyKey(request.headers['idempotency-key']);
      const answer = await publishPost(
        app.db,
        request.viewer,
        request.body,
        key,
        request.pendingEvents,
      );
      return reply.status(answer.status as 201).send(answer.body as never);
    },
  );

  const postListAnswer = successEnvelope(postListResultSchema);
  const sendPostList = cachedList(postListAnswer);
  app.post(
    '/post/list',
    {
      config: { readOnly: true },
      schema: { tags, body: listPostsSchema, response: { 200: postListAnswer } },
    },
    async (request, reply) => {
      const viewerId = request.viewer.userId;
      const input = request.body;
      return sendPostList(app, reply, viewerId, input, async () => {
        const list = await listPostsFor(app.db, app.dbKind, request.viewer, input);
        // First pages and ranked searches (by offset) may take in any new post.
        const before = pageBefore(input);
        return {
          answer: ok(messages.posts, list),
          deps: {
            head: !before,
            before,
            postIds: list.postList.map((post) => post._id),
            reposts:
              !input.filters.search &&
              (input.filters.feed === 'following' || Boolean(input.filters.author)),
          },
        };
      });
    },
  );

  app.post(
    '/post/popular',
    {
      config: { readOnly: true },
      schema: {
        tags,
        body: popularPostsSchema,
        response: { 200: successEnvelope(postListResultSchema) },
      },
    },
    async (request) =>
      ok(messages.posts, await listPopularToday(app.db, request.viewer, request.body)),
  );

  app.post(
    '/post/saved',
    {
      config: { readOnly: true },
      schema: {
        tags,
        body: savedPostsSchema,
        response: { 200: successEnvelope(postListResultSchema) },
      },
    },
    async (request) =>
      ok(messages.posts, await listSaved(app.db, request.viewer.userId, request.body)),
  );

  app.get(
    '/post/:id',
    {
      schema: {
        tags,
        params: postIdParamsSchema,
        response: { 200: successEnvelope(postResultSchema) },
      },
    },
    async (request) => {
      const post = await getPost(app.db, request.viewer.userId, request.params.id);
      return ok(messages.post, { post });
    },
  );

  app.put(
    '/post/:id',
    {
      config: { listChanges: 'everything' },
      schema: {
        tags,
        params: postIdParamsSchema,
        body: updatePostSchema,
        response: { 200: successEnvelope(postResultSchema) },
      },
    },
    async (request) => {
      const post = await editPost(
        app.db,
        app.media,
        request.viewer.userId,
        request.params.id,
        request.body,
        request.pendingEvents,
      );
      return ok(messages.postUpdated, { post });
    },
  );

  app.delete(
    '/post/:id',
    {
      config: { listChanges: 'everything' },
      schema: {
        tags,
        params: postIdParamsSchema,
        response: { 200: successEnvelope(z.object({})) },
      },
    },
    async (request) => {
      await removePost(
        app.db,
        app.media,
        request.viewer.userId,
        request.params.id,
        request.pendingEvents,
      );
      return ok(messages.postDeleted, {});
    },
  );

  app.post(
    '/post/:id/react',
    {
      config: { listChanges: 'posts' },
      schema: {
        tags,
        params: postIdParamsSchema,
        body: reactToPostSchema,
        response: { 200: successEnvelope(reactionResultSchema) },
      },
    },
    async (request) => {
      const { kind, active } = request.body;
      const viewerId = request.viewer.userId;
      const result = await reactToPost(
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

  app.post(
    '/post/:id/save',
    {
      config: { listChanges: 'viewer' },
      schema: {
        tags,
        params: postIdParamsSchema,
        body: saveSchema,
        response: { 200: successEnvelope(saveResultSchema) },
      },
    },
    async (request) => {
      const result = await savePost(
        app.db,
        request.viewer.userId,
        request.params.id,
        request.body.active,
      );
      return ok(messages.saved, result);
    },
  );
};
