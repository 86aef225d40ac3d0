/**
 * What other features may use of media: a post's images, set with the post, and removed with
 * it once the transaction that deletes their rows has committed.
 */

export type { ChosenPosts } from './media.repository';
export {
  type DroppedImages,
  dropImagesOfPosts,
  removingImagesOnCommit,
  setPostMedia,
} from './media.service';
