import { mediaMessages, type PostMedia, type PostMediaInput } from '@app/contract';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { MediaStorage } from '../../lib/media-storage';
import { toPostMedia } from '../../views/post.view';
import {
  attachMedia,
  type ChosenPosts,
  deleteMediaOfPosts,
  deleteMediaRows,
  findMediaOfPost,
  insertMedia,
  setMediaCount,
  updateAttachedMedia,
} from './media.repository';
import { removeImageFiles, storeImage } from './media-files';

/** Files first, then the row: a crash leaves at worst files without a row, swept at start. */
export async function uploadMedia(
  db: Db,
  storage: MediaStorage,
  uploaderId: string,
  bytes: Buffer,
): Promise<PostMedia> {
  const image = await storeImage(storage, bytes);
  try {
    const row = await insertMedia(db, {
      id: newId(),
      uploader_id: uploaderId,
      post_id: null,
      width: image.width,
      height: image.height,
      file_key: image.fileKey,
      thumb_key: image.thumbKey,
      created_at: nowIso(),
    });
    return toPostMedia(row);
  } catch (error) {
    await removeImageFiles(storage, [image]);
    throw error;
  }
}

export type ImageFiles = { fileKey: string; thumbKey: string };

/**
 * Makes a post's images exactly `items`, in order: keeps and re-describes those it has, attaches
 * the uploader's own unattached ones, and drops the rest. Answers the dropped images' files,
 * to remove once the transaction has committed.
 */
export async function setPostMedia(
  trx: Db,
  authorId: string,
  postId: string,
  items: readonly Required<PostMediaInput[number]>[],
): Promise<ImageFiles[]> {
  const current = await findMediaOfPost(trx, postId);
  const wanted = new Set(items.map((item) => item._id));
  const dropped = current.filter((row) => !wanted.has(row.id));
  await deleteMediaRows(
    trx,
    dropped.map((row) => row.id),
  );
  const attached = new Set(current.map((row) => row.id));
  // At most four images: a bounded handful of statements, each guarded by its own condition.
  for (const [position, item] of items.entries()) {
    const changes = { position, alt: item.alt };
    if (attached.has(item._id)) {
      await updateAttachedMedia(trx, item._id, changes);
    } else if (!(await attachMedia(trx, authorId, item._id, { postId, ...changes }))) {
      throw badRequest(mediaMessages.mediaUnavailable, [
        { path: `media.${position}._id`, message: mediaMessages.mediaUnavailable },
      ]);
    }
  }
  await setMediaCount(trx, postId, items.length);
  return filesOf(dropped);
}

export const filesOf = (rows: readonly { file_key: string; thumb_key: string }[]): ImageFiles[] =>
  rows.map((row) => ({ fileKey: row.file_key, thumbKey: row.thumb_key }));

/**
 * Image files whose rows the transaction under way has deleted: a post's dropped images, a
 * deleted post's. Removed only once it has committed (`removingImagesOnCommit`).
 */
export type DroppedImages = ImageFiles[];

/** Deletes the chosen posts' images' rows, and adds their files to `dropped`. */
export async function dropImagesOfPosts(
  trx: Db,
  posts: ChosenPosts,
  dropped: DroppedImages,
): Promise<void> {
  dropped.push(...filesOf(await deleteMediaOfPosts(trx, posts)));
}

/**
 * Runs `work` in a transaction, then removes the files of the images it dropped: rows first,
 * then files, so that a failed transaction keeps every image it had and a crash in between
 * leaves only files without rows, which the start-up sweep removes.
 */
export async function removingImagesOnCommit<T>(
  db: Db,
  storage: MediaStorage,
  work: (trx: Db, dropped: DroppedImages) => Promise<T>,
): Promise<T> {
  const dropped: DroppedImages = [];
  const result = await db.transaction().execute((trx) => work(trx, dropped));
  // What was asked is done once the transaction committed: a file that cannot be removed now
  // (a full or read-only disk) is left to the start-up sweep rather than failing the request.
  await removeImageFiles(storage, dropped).catch(() => undefined);
  return result;
}
