import { isAnonymous } from '@app/contract';
import type { Db } from '../../db/database';
import { type ChosenPosts, type DroppedImages, dropImagesOfPosts } from '../media';
import { adjustPostsCount, deletePostRows } from './posts.repository';

/**
 * The one way posts are deleted: by their author, by moderation, with their account, and by
 * a departed account's scheduled removals. Their images' rows go in the same transaction and
 * their files join `dropped`, to be removed once it has committed (media's
 * removingImagesOnCommit); a post deleted any other way would leave its files on disk until
 * the next start. Answers the ids of the posts deleted.
 */
export async function deletePosts(
  trx: Db,
  posts: ChosenPosts,
  dropped: DroppedImages,
): Promise<string[]> {
  await dropImagesOfPosts(trx, posts, dropped);
  return deletePostRows(trx, posts);
}

/**
 * One post taken away, by its author or by moderation, and counted off its author when it
 * was under their name. Answers false when it was already gone (deleted by another request
 * since it was read): then nothing is counted off a second time.
 */
export async function deleteOnePost(
  trx: Db,
  post: { id: string; author_id: string; visibility: 'public' | 'private' },
  dropped: DroppedImages,
): Promise<boolean> {
  const deleted = await deletePosts(trx, { ids: [post.id] }, dropped);
  if (deleted.length === 0) return false;
  if (!isAnonymous(post)) await adjustPostsCount(trx, post.author_id, -1);
  return true;
}
