import { mkdirSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { localDiskStorage, type MediaStorage } from '../lib/media-storage';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStorage;
  }
}

/**
 * Uploaded media, served from /media. Names are random and never reused, so a file can be
 * cached for a year; only re-encoded images are ever written there. No Last-Modified or ETag:
 * a file's time is its upload's, which could help tie an anonymous post's images to a person
 * seen uploading then. Post images are reached only through unguessable URLs handed to those
 * who may see their post (docs/decisions/0013-post-images.md), and kept out of shared caches.
 */
export const mediaPlugin = fp<{ mediaDir: string }>(
  async (app, { mediaDir }) => {
    const root = resolve(mediaDir);
    mkdirSync(root, { recursive: true });
    const storage = localDiskStorage(root);
    const imagesRoot = resolve(root, 'images') + sep;
    app.decorate('media', storage);
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      lastModified: false,
      etag: false,
      setHeaders: (res, path) => {
        const postImage = path.startsWith(imagesRoot);
        res.setHeader(
          'cache-control',
          `${postImage ? 'private' : 'public'}, max-age=31536000, immutable`,
        );
        if (postImage) res.setHeader('x-robots-tag', 'noindex');
      },
    });
  },
  { name: 'media' },
);
