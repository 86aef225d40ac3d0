import { findTextEntities } from '@app/contract';
import type { Db } from '../../src/db/database';
import type { Notice } from '../../src/db/notifications';
import { whoMaySeePost, writePostEntities } from '../../src/db/text-entities';
import { setPostMedia } from '../../src/features/media';
import { insertMedia } from '../../src/features/media/media.repository';
import { type StoredImage, storeImage } from '../../src/features/media/media-files';
import { idAt } from '../../src/lib/ids';
import type { MediaStorage } from '../../src/lib/media-storage';
import { seededRandom } from '../random';
import { drawScene } from './scenes';
import type { PlannedImage, Post } from './world';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Draws the planned pictures and stores them as `POST /media` does (checked by their bytes,
 * re-encoded, a full size and a thumbnail under random names), a few at a time: sharp works
 * on its own threads while the database is written. Files come before rows, as in the
 * server: those of a run that fails are swept at the server's start.
 */
export async function storeDemoImages(
  storage: MediaStorage,
  posts: readonly Post[],
  parallel = 3,
): Promise<Map<PlannedImage, StoredImage>> {
  const queue = posts.flatMap((p) => p.images ?? []);
  const stored = new Map<PlannedImage, StoredImage>();
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const png = await drawScene(image.scene, image.shape, seededRandom(image.seed));
      stored.set(image, await storeImage(storage, png));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return stored;
}

/**
 * Each post's pictures: the rows `POST /media` writes, uploaded by the post's author a
 * minute or two before it, then attached with their alt texts by the server's own
 * `setPostMedia`, as `POST /post/new` does.
 */
export async function writeMedia(
  db: Db,
  posts: readonly Post[],
  stored: ReadonlyMap<PlannedImage, StoredImage>,
): Promise<void> {
  for (const post of posts) {
    if (!post.images?.length) continue;
    const items: { _id: string; alt: string }[] = [];
    for (const [i, image] of post.images.entries()) {
      const files = stored.get(image);
      if (!files) throw new Error(`The picture ${image.scene} was not stored`);
      const at = post.at - (post.images.length - i + 1) * 40_000;
      const row = await insertMedia(db, {
        id: idAt(at),
        uploader_id: post.author.id,
        post_id: null,
        width: files.width,
        height: files.height,
        file_key: files.fileKey,
        thumb_key: files.thumbKey,
        created_at: iso(at),
      });
      items.push({ _id: row.id, alt: image.alt });
    }
    await setPostMedia(db, post.author.id, post.id, items);
  }
}

/**
 * Tags and mentions as `POST /post/new` stores them (db/text-entities.ts), and the
 * 'mentioned you' notices it would send: to those a named post mentions who may see it,
 * never for an anonymous one. The notices go out with the others, in time order.
 */
export async function writeTextEntities(
  db: Db,
  posts: readonly Post[],
): Promise<{ notice: Notice; at: number }[]> {
  const notices: { notice: Notice; at: number }[] = [];
  for (const post of posts) {
    if (findTextEntities(post.content).length === 0) continue;
    const row = {
      id: post.id,
      author_id: post.author.id,
      content: post.content,
      visibility: post.anonymous ? ('private' as const) : ('public' as const),
      created_at: iso(post.at),
    };
    const mentioned = await writePostEntities(db, row, 'new');
    if (post.anonymous) continue;
    for (const userId of await whoMaySeePost(db, post.id, mentioned)) {
      notices.push({
        notice: { userId, kind: 'mention', actorId: post.author.id, postId: post.id },
        at: post.at,
      });
    }
  }
  return notices;
}
