import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers for every answer. The CSP allows nothing inline: the token lives in
 * localStorage, so an injected script would be a stolen account.
 */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
      if (request.url.startsWith('/api/')) {
        // Answers are shaped for their viewer: no shared cache may keep or mix them.
        reply.header('cache-control', 'private, no-store');
        reply.header('vary', 'Authorization');
      }
    });
  },
  { name: 'security' },
);
