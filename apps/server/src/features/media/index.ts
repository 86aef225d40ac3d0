/** What other features may use of media: a post's images, set and removed with the post. */

export { filesOfPost, type ImageFiles, setPostMedia } from './media.service';
export { removeImageFiles } from './media-files';
