import {
  loginResultSchema,
  loginSchema,
  messages,
  signUpSchema,
  successEnvelope,
  userResultSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { rateLimits } from '../../plugins/rate-limit';
import { sendVerification } from './account.service';
import { logIn, logOut, signUp } from './auth.service';
import type { SessionLifetime } from './sessions.repository';

export const authRoutes: FastifyPluginAsyncZod<{
  sessionLifetime: SessionLifetime;
  publicUrl: string;
}> = async (app, { sessionLifetime, publicUrl }) => {
  app.post(
    '/auth/signup',
    {
      config: { public: true, listChanges: 'nothing' },
      onRequest: app.limit('signup-address', rateLimits.signUpPerAddress),
      schema: {
        tags: ['auth'],
        body: signUpSchema,
        response: { 201: successEnvelope(userResultSchema) },
      },
    },
    async (request, reply) => {
      const user = await signUp(app.db, request.body);
      request.log.info({ userId: user._id }, 'account created');
      // The verification mail goes out after the answer; a failure to send is only logged.
      app.backgroundWork.run(sendVerification(app.db, app.mailer, publicUrl, user._id), (error) =>
        request.log.error({ err: error }, 'could not send the verification mail'),
      );
      return reply.status(201).send(ok(messages.signedUp, { user }));
    },
  );

  app.post(
    '/auth/login',
    {
      config: { public: true, listChanges: 'nothing' },
      onRequest: app.limit('login-address', rateLimits.loginPerAddress),
      preHandler: app.limit('login-account', rateLimits.loginPerAccount),
      schema: {
        tags: ['auth'],
        body: loginSchema,
        response: { 200: successEnvelope(loginResultSchema) },
      },
    },
    async (request) => {
      const userAgent = request.headers['user-agent'] ?? '';
      const result = await logIn(app.db, request.body, { sessionLifetime, userAgent });
      request.log.info({ userId: result.user._id }, 'logged in');
      return ok(messages.loggedIn, result);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { listChanges: 'nothing' },
      schema: { tags: ['auth'], response: { 200: successEnvelope(z.object({})) } },
    },
    async (request) => {
      const viewer = request.viewer;
      await logOut(app.db, viewer.sessionId);
      // Signing out ends this session's open event streams on every instance.
      request.pendingEvents.push({ type: 'session.ended', sessionId: viewer.sessionId });
      request.log.info({ userId: viewer.userId }, 'logged out');
      return ok(messages.loggedOut, {});
    },
  );
};
