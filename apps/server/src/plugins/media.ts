import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
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
 * cached for a year; only re-encoded images are ever written there.
 */
export const mediaPlugin = fp<{ mediaDir: string }>(
  async (app, { mediaDir }) => {
    const root = resolve(mediaDir);
    mkdirSync(root, { recursive: true });
    const storage = localDiskStorage(root);
    app.decorate('media', storage);
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
    });
  },
  { name: 'media' },
);
