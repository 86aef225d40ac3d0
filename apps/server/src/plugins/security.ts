import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers for every answer. The CSP allows nothing inline: the token lives in
 * localStorage, so an injected script would be a stolen account.
 *
 * helmet's middleware is built once here. @fastify/helmet built it again for every request,
 * parsing the CSP each time: a tenth of what a cached answer costs.
 */
const securityHeaders = helmet({
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

/** What every answer carries besides helmet's headers. */
function answerHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  if (request.url.startsWith('/api/')) {
    // Answers are shaped for their viewer: no shared cache may keep or mix them.
    reply.header('cache-control', 'private, no-store');
    reply.header('vary', 'Authorization');
  }
}

/** For answers given before routing (Fastify's `frameworkErrors`), where no hook runs. */
export function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  securityHeaders(request.raw, reply.raw, () => {});
  answerHeaders(request, reply);
}

export const securityPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
    app.addHook('onSend', async (request, reply) => {
      answerHeaders(request, reply);
    });
  },
  { name: 'security' },
);
