import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { messages } from '@app/contract';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built web app beside the API. Hashed assets are cached for a year; index.html
 * is revalidated on every visit, so a new deploy is picked up at once. The build wrote a
 * brotli and a gzip copy beside each text file; the one the browser accepts is sent. Any
 * other path that is not under /api falls back to index.html for the client-side router.
 */
export const webAppPlugin = fp<{ webDist: string }>(
  async (app, options) => {
    const webDist = resolve(options.webDist);
    const hasWebApp = existsSync(join(webDist, 'index.html'));
    if (hasWebApp) {
      const assets = join(webDist, 'assets') + sep;
      await app.register(fastifyStatic, {
        root: webDist,
        index: false,
        wildcard: false,
        preCompressed: true,
        // The copies are sent in place of their originals, never under their own names.
        globIgnore: ['**/*.br', '**/*.gz'],
        // @fastify/send writes its own Cache-Control (public, max-age=0 by default) after
        // setHeaders has run, which overwrote ours: it must not write one at all.
        cacheControl: false,
        setHeaders: (res, path) => {
          res.setHeader(
            'cache-control',
            path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWebApp && wantsPage && !request.url.startsWith('/api/')) {
        // Through @fastify/static, so the page gets its headers and compressed copy too.
        return reply.sendFile('index.html');
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
