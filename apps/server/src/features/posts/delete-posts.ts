import type { Db } from '../../db/database';
import { type ChosenPosts, type DroppedImages, dropImagesOfPosts } from '../media';
import { deletePostRows } from './posts.repository';

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
