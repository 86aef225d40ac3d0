import {
  limits,
  messages,
  mutedWordsResultSchema,
  muteWordSchema,
  successEnvelope,
  targetUserSchema,
  userListResultSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { foldCase, likeAnywhere } from '../../db/case-folding';
import { goneAsNotFound } from '../../db/errors';
import { nowIso } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { toUser } from '../../views/user.view';
import {
  countMutedWords,
  deleteMute,
  deleteMutedWord,
  insertMute,
  insertMutedWord,
  listMuted,
  listMutedWords,
} from './mutes.repository';
import { findUserFor } from './users.repository';

const tags = ['mutes'];

/** The pattern a muted word matches content with: case-insensitive, any position, literal. */
const patternOf = (word: string) => likeAnywhere(foldCase(word));

export const mutesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/mute',
    {
      config: { listChanges: 'viewer' },
      schema: { tags, body: targetUserSchema, response: { 200: successEnvelope(z.object({})) } },
    },
    async (request) => {
      const viewerId = request.viewer.userId;
      if (request.body.userId === viewerId)
        throw new AppError(400, 'VALIDATION_ERROR', messages.cannotMuteSelf, [
          { path: 'userId', message: messages.cannotMuteSelf },
        ]);
      if (!(await findUserFor(app.db, viewerId, request.body.userId)))
        throw notFound(messages.userNotFound);
      await insertMute(app.db, viewerId, request.body.userId, nowIso()).catch(
        goneAsNotFound(messages.userNotFound),
      );
      return ok(messages.muted, {});
    },
  );

  app.post(
    '/user/unmute',
    {
      config: { listChanges: 'viewer' },
      schema: { tags, body: targetUserSchema, response: { 200: successEnvelope(z.object({})) } },
    },
    async (request) => {
      await deleteMute(app.db, request.viewer.userId, request.body.userId);
      return ok(messages.unmuted, {});
    },
  );

  app.get(
    '/user/muted',
    { schema: { tags, response: { 200: successEnvelope(userListResultSchema) } } },
    async (request) => {
      const viewerId = request.viewer.userId;
      const rows = await listMuted(app.db, viewerId);
      return ok(messages.users, {
        userList: rows.map((row) => toUser(row, viewerId)),
        nextCursor: null,
        hasMore: false,
      });
    },
  );

  const wordsOf = async (userId: string) =>
    (await listMutedWords(app.db, userId)).map((r) => r.word);

  app.get(
    '/user/muted-words',
    { schema: { tags, response: { 200: successEnvelope(mutedWordsResultSchema) } } },
    async (request) => ok(messages.mutedWords, { words: await wordsOf(request.viewer.userId) }),
  );

  app.post(
    '/user/muted-words',
    {
      config: { listChanges: 'viewer' },
      schema: {
        tags,
        body: muteWordSchema,
        response: { 200: successEnvelope(mutedWordsResultSchema) },
      },
    },
    async (request) => {
      const viewerId = request.viewer.userId;
      if ((await countMutedWords(app.db, viewerId)) >= limits.mutedWordsMax)
        throw new AppError(400, 'VALIDATION_ERROR', messages.tooManyMutedWords, [
          { path: 'word', message: messages.tooManyMutedWords },
        ]);
      await insertMutedWord(
        app.db,
        viewerId,
        request.body.word,
        patternOf(request.body.word),
        nowIso(),
      );
      return ok(messages.mutedWords, { words: await wordsOf(viewerId) });
    },
  );

  app.post(
    '/user/muted-words/remove',
    {
      config: { listChanges: 'viewer' },
      schema: {
        tags,
        body: muteWordSchema,
        response: { 200: successEnvelope(mutedWordsResultSchema) },
      },
    },
    async (request) => {
      const viewerId = request.viewer.userId;
      await deleteMutedWord(app.db, viewerId, patternOf(request.body.word));
      return ok(messages.mutedWords, { words: await wordsOf(viewerId) });
    },
  );
};
