/** What other features may use of media: a post's images, set and removed with the post. */
export { removeImageFiles } from './media-files';
export { type ImageFiles, filesOfPost, setPostMedia } from './media.service';
