import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@app/contract';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built web app beside the API. Hashed assets are cached for a year;
 * index.html never, so a new deploy is picked up on the next visit. Any other path that
 * is not under /api falls back to index.html for the client-side router.
 */
export const webAppPlugin = fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const hasWebApp = existsSync(join(webDist, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: webDist,
        index: false,
        wildcard: false,
        setHeaders: (res, path) => {
          const immutable = path.includes(`${join(webDist, 'assets')}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWebApp && wantsPage && !request.url.startsWith('/api/')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({
        success: false,
        code: 'NOT_FOUND',
        message: messages.routeNotFound,
        requestId: request.id,
      });
    });
  },
  { name: 'web-app' },
);
