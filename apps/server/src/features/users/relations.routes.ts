import {
  followStatusSchema,
  limits,
  messages,
  pageRequestSchema,
  successEnvelope,
  targetUserSchema,
  userListResultSchema,
  userPageSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import {
  answerRequest,
  block,
  follow,
  listBlocked,
  listConnections,
  listFollowRequests,
  removeFollower,
  unblock,
  unfollow,
} from './relations.service';

const tags = ['relations'];
const done = successEnvelope(z.object({}));

export const relationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/follow',
    {
      config: { listChanges: 'viewer' },
      schema: {
        tags,
        body: targetUserSchema,
        response: { 200: successEnvelope(followStatusSchema) },
      },
    },
    async (request) => {
      const status = await follow(
        app.db,
        request.viewer.userId,
        request.body.userId,
        request.pendingEvents,
      );
      return ok(status === 'requested' ? messages.followRequested : messages.followed, { status });
    },
  );

  app.post(
    '/user/unfollow',
    {
      config: { listChanges: 'viewer' },
      schema: {
        tags,
        body: targetUserSchema,
        response: { 200: successEnvelope(followStatusSchema) },
      },
    },
    async (request) => {
      const status = await unfollow(app.db, request.viewer.userId, request.body.userId);
      return ok(messages.unfollowed, { status });
    },
  );

  app.post(
    '/user/followers/remove',
    {
      config: { listChanges: 'everything' },
      schema: { tags, body: targetUserSchema, response: { 200: done } },
    },
    async (request) => {
      await removeFollower(app.db, request.viewer.userId, request.body.userId);
      return ok(messages.followerRemoved, {});
    },
  );

  app.get(
    '/user/follow-requests',
    { schema: { tags, response: { 200: successEnvelope(userListResultSchema) } } },
    async (request) => {
      // The largest page there is: the requests list has no paging of its own.
      const page = pageRequestSchema.parse({ pageSize: limits.pageSizeMax });
      return ok(messages.users, await listFollowRequests(app.db, request.viewer.userId, page));
    },
  );

  for (const [path, accept] of [
    ['accept', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/user/follow-requests/${path}`,
      {
        config: { listChanges: 'everything' },
        schema: { tags, body: targetUserSchema, response: { 200: done } },
      },
      async (request) => {
        await answerRequest(
          app.db,
          request.viewer.userId,
          request.body.userId,
          accept,
          request.pendingEvents,
        );
        return ok(accept ? messages.requestAccepted : messages.requestRejected, {});
      },
    );
  }

  for (const direction of ['followers', 'following'] as const) {
    app.post(
      `/user/${direction}`,
      {
        config: { readOnly: true },
        schema: {
          tags,
          body: userPageSchema,
          response: { 200: successEnvelope(userListResultSchema) },
        },
      },
      async (request) =>
        ok(
          messages.users,
          await listConnections(app.db, request.viewer.userId, request.body, direction),
        ),
    );
  }

  app.post(
    '/user/block',
    {
      config: { listChanges: 'everything' },
      schema: { tags, body: targetUserSchema, response: { 200: done } },
    },
    async (request) => {
      await block(app.db, request.viewer.userId, request.body.userId);
      return ok(messages.blocked, {});
    },
  );

  app.post(
    '/user/unblock',
    {
      config: { listChanges: 'everything' },
      schema: { tags, body: targetUserSchema, response: { 200: done } },
    },
    async (request) => {
      await unblock(app.db, request.viewer.userId, request.body.userId);
      return ok(messages.unblocked, {});
    },
  );

  app.get(
    '/user/blocked',
    { schema: { tags, response: { 200: successEnvelope(userListResultSchema) } } },
    async (request) => ok(messages.users, await listBlocked(app.db, request.viewer.userId)),
  );
};
