import {
  changePasswordSchema,
  forgotPasswordSchema,
  messages,
  resetPasswordSchema,
  sessionListSchema,
  successEnvelope,
  verifyEmailSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { rateLimits } from '../../plugins/rate-limit';
import {
  changePassword,
  endSessions,
  requestPasswordReset,
  resetPassword,
  sendVerification,
  sessionsOf,
  verifyEmail,
} from './account.service';

const tags = ['account'];
const done = successEnvelope(z.object({}));

/** Devices, passwords, resets and e-mail verification. */
export const accountRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const logError = (error: unknown) => app.log.error({ err: error }, 'could not send mail');

  app.get(
    '/auth/sessions',
    { schema: { tags, response: { 200: successEnvelope(sessionListSchema) } } },
    async (request) => {
      const viewer = request.viewer;
      return ok(messages.sessions, {
        sessions: await sessionsOf(app.db, viewer.userId, viewer.sessionId),
      });
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      config: { listChanges: 'nothing' },
      schema: { tags, params: z.object({ id: z.string().uuid() }), response: { 200: done } },
    },
    async (request) => {
      await endSessions(
        app.db,
        request.viewer.userId,
        { only: request.params.id },
        request.pendingEvents,
      );
      return ok(messages.sessionEnded, {});
    },
  );

  app.post(
    '/auth/sessions/revoke-others',
    { config: { listChanges: 'nothing' }, schema: { tags, response: { 200: done } } },
    async (request) => {
      const viewer = request.viewer;
      await endSessions(app.db, viewer.userId, { except: viewer.sessionId }, request.pendingEvents);
      return ok(messages.otherSessionsEnded, {});
    },
  );

  app.post(
    '/auth/password',
    {
      config: { listChanges: 'nothing' },
      onRequest: app.passwordCheckLimit,
      schema: { tags, body: changePasswordSchema, response: { 200: done } },
    },
    async (request) => {
      await changePassword(app.db, request.viewer, request.body, request.pendingEvents);
      request.log.info({ userId: request.viewer.userId }, 'password changed');
      return ok(messages.passwordChanged, {});
    },
  );

  app.post(
    '/auth/password/forgot',
    {
      config: { public: true, listChanges: 'nothing' },
      onRequest: app.limit('forgot-address', rateLimits.resetPerAddress),
      preHandler: app.limit('forgot-account', rateLimits.resetPerAccount),
      schema: { tags, body: forgotPasswordSchema, response: { 200: done } },
    },
    async (request) => {
      await requestPasswordReset(app.db, app.mailer, publicUrl, request.body.email, (mail) =>
        app.backgroundWork.run(mail, logError),
      );
      return ok(messages.resetRequested, {});
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: { public: true, listChanges: 'nothing' },
      onRequest: app.limit('reset-address', rateLimits.resetPerAddress),
      schema: { tags, body: resetPasswordSchema, response: { 200: done } },
    },
    async (request) => {
      await resetPassword(app.db, request.body, request.pendingEvents);
      return ok(messages.passwordReset, {});
    },
  );

  app.post(
    '/auth/email/verify',
    {
      config: { public: true, listChanges: 'nothing' },
      schema: { tags, body: verifyEmailSchema, response: { 200: done } },
    },
    async (request) => {
      await verifyEmail(app.db, request.body.token);
      return ok(messages.emailVerified, {});
    },
  );

  app.post(
    '/auth/email/verify/resend',
    {
      config: { listChanges: 'nothing' },
      schema: { tags, response: { 200: done } },
    },
    async (request) => {
      await sendVerification(app.db, app.mailer, publicUrl, request.viewer.userId);
      return ok(messages.verificationSent, {});
    },
  );
};
