import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { limits } from '@app/contract';
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DbHandle } from './db/database';
import { accountRoutes } from './features/auth/account.routes';
import { authPlugin, sessionEndedDuring } from './features/auth/auth.plugin';
import { authRoutes } from './features/auth/auth.routes';
import { commentsRoutes } from './features/comments/comments.routes';
import { eventsPlugin } from './features/events/events.plugin';
import { eventsRoutes } from './features/events/events.routes';
import { healthRoutes } from './features/health/health.routes';
import { mediaRoutes } from './features/media/media.routes';
import { mediaCleanupJob } from './features/media/media-cleanup';
import { moderationRoutes } from './features/moderation/moderation.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { listCachePlugin } from './features/posts/list-cache/list-cache.plugin';
import { postsRoutes } from './features/posts/posts.routes';
import { tagsRoutes } from './features/tags/tags.routes';
import { anonymousRemovalsJob } from './features/users/anonymous-removals';
import { mutesRoutes } from './features/users/mutes.routes';
import { orphanPicturesSweep } from './features/users/orphan-pictures';
import { relationsRoutes } from './features/users/relations.routes';
import { suggestionsRoutes } from './features/users/suggestions.routes';
import { usersRoutes } from './features/users/users.routes';
import { answerSerializerCompiler } from './lib/answer-serializer';
import { BackgroundWork } from './lib/background-work';
import { backpressurePlugin, type OverloadBounds } from './plugins/backpressure';
import { compressionPlugin } from './plugins/compression';
import { dbPlugin } from './plugins/db';
import { errorHandlerPlugin, toEnvelope } from './plugins/error-handler';
import { expiredRowsSweep } from './plugins/expired-rows';
import { mailerPlugin } from './plugins/mailer';
import { mediaPlugin } from './plugins/media';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin, spendsWriteBudget } from './plugins/rate-limit';
import { requestInputPlugin } from './plugins/request-input';
import { addSecurityHeaders, securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';

export type RouteEntry = {
  method: string;
  url: string;
  public: boolean;
  writes: boolean;
  /** What a successful call changes in cached post lists (plugins/list-cache.ts). */
  listChanges: string | undefined;
  readOnly: boolean;
  /** What the route validates (zod schemas), for tests that build requests from them. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
};

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export type AppOptions = {
  config: Config;
  database: DbHandle;
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  webDist?: string;
  /** When load is shed (plugins/backpressure.ts); a production server keeps the defaults. */
  overloadBounds?: OverloadBounds;
};

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp({
  config,
  database,
  logger,
  webDist = defaultWebDist,
  overloadBounds,
}: AppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: limits.jsonBodyBytes,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    // A path parameter longer than the router takes, or a malformed percent-encoding, is
    // refused before routing, where the error handler does not reach: same envelope.
    // No hook runs for these, so the security headers are added here.
    frameworkErrors: (error, request, reply) => {
      const [status, body] = toEnvelope(error, request);
      addSecurityHeaders(request, reply as FastifyReply);
      return (reply as FastifyReply).status(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);

  // Closing stops accepting connections and ends the idle ones once; a keep-alive connection
  // whose request was still running would then stay open, and the process with it, until
  // the client gave up on it. Answers sent while closing ask the client to hang up instead.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // The route table, for the authorization matrix test (a new route must be listed there)
  // and the fuzz tests, which build requests from each route's schemas.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.decorate('backgroundWork', new BackgroundWork());
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD')
        routeTable.push({
          method,
          url: route.url,
          public: route.config?.public === true,
          writes: spendsWriteBudget({ method, config: route.config }),
          listChanges: route.config?.listChanges,
          readOnly: route.config?.readOnly === true,
          schema: {
            body: route.schema?.body,
            querystring: route.schema?.querystring,
            params: route.schema?.params,
          },
        });
    }
  });

  await app.register(dbPlugin, { handle: database });
  await app.register(errorHandlerPlugin, {
    sessionEnded: (request) => sessionEndedDuring(database.db, request),
  });
  await app.register(securityPlugin);
  // After the security headers' hook, so that its Vary is added to, not replaced.
  await app.register(compressionPlugin);
  await app.register(backpressurePlugin, { bounds: overloadBounds });
  await app.register(requestInputPlugin);
  await app.register(rateLimitPlugin, { enabled: config.rateLimits, redisUrl: config.redisUrl });
  await app.register(openApiPlugin);
  await app.register(mediaPlugin, { mediaDir: config.mediaDir });
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
  });
  await app.register(eventsPlugin, { redisUrl: config.redisUrl });
  await app.register(listCachePlugin, { maxBytes: config.listCacheBytes });
  await app.register(anonymousRemovalsJob);
  await app.register(orphanPicturesSweep);
  await app.register(mediaCleanupJob);
  await app.register(expiredRowsSweep);
  await app.register(metricsPlugin, { token: config.metricsToken, pool: database.pool });

  await app.register(
    async (api) => {
      const sessionLifetime = { idleDays: config.sessionTtlDays, maxDays: config.sessionMaxDays };
      await api.register(authPlugin, { sessionLifetime });
      await api.register(healthRoutes);
      await api.register(authRoutes, {
        sessionLifetime,
        publicUrl: config.publicUrl,
      });
      await api.register(accountRoutes, { publicUrl: config.publicUrl });
      await api.register(usersRoutes);
      await api.register(relationsRoutes);
      await api.register(suggestionsRoutes);
      await api.register(mutesRoutes);
      await api.register(postsRoutes);
      await api.register(commentsRoutes);
      await api.register(tagsRoutes);
      await api.register(mediaRoutes);
      await api.register(eventsRoutes);
      await api.register(notificationsRoutes);
      await api.register(moderationRoutes);
    },
    { prefix: '/api/v1' },
  );

  await app.register(webAppPlugin, { webDist });
  return app;
}
