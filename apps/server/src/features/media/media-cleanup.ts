import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import type { MediaStorage } from '../../lib/media-storage';
import { periodicJob } from '../../lib/periodic-job';
import { claimUnattached, findStaleUnattached, listMediaKeys } from './media.repository';
import { removeImageFiles, removeOrphanImages } from './media-files';

/** Images uploaded but never posted go after this (PRODUCT.md §8). */
export const UNATTACHED_LIFETIME_MS = 24 * 60 * 60 * 1000;
const TICK_MS = 10 * 60 * 1000;
const BATCH = 100;

/**
 * Deletes images left unattached for a day. Each is claimed by the delete of its row, so
 * across instances each is removed once; its files go after, and a crash in between leaves
 * files without a row for the start-up sweep.
 */
export async function removeStaleUnattached(db: Db, storage: MediaStorage, nowMs: number) {
  const before = new Date(nowMs - UNATTACHED_LIFETIME_MS).toISOString();
  let removed = 0;
  for (const { id } of await findStaleUnattached(db, before, BATCH)) {
    const claimed = await claimUnattached(db, id);
    if (!claimed) continue;
    await removeImageFiles(storage, [{ fileKey: claimed.file_key, thumbKey: claimed.thumb_key }]);
    removed += 1;
  }
  return removed;
}

export const mediaCleanupJob = fp(
  async (app) => {
    app.addHook('onReady', async () => {
      const orphans = await removeOrphanImages(app.media, await listMediaKeys(app.db));
      if (orphans.length > 0)
        app.log.info({ files: orphans.length }, 'removed image files no row points at');
    });
    periodicJob(app, {
      name: 'removing unattached images',
      everyMs: TICK_MS,
      atStart: true,
      run: () => removeStaleUnattached(app.db, app.media, Date.now()),
    });
  },
  { name: 'media-cleanup', dependencies: ['db', 'media'] },
);
