import fp from 'fastify-plugin';
import { removeOrphanPictures } from './profile-picture';
import { listProfilePictures } from './users.repository';

/**
 * After a crash, no file stays without its row (and no row ever points at a missing file:
 * files are in place before the row changes). Runs once, before the server listens.
 */
export const orphanPicturesSweep = fp(
  async (app) => {
    app.addHook('onReady', async () => {
      const removed = await removeOrphanPictures(app.media, await listProfilePictures(app.db));
      if (removed.length > 0)
        app.log.info({ files: removed.length }, 'removed picture files no account points at');
    });
  },
  { name: 'orphan-pictures', dependencies: ['db', 'media'] },
);
