/** What other features may use of posts: finding a post as a viewer sees it, and removing one. */
export { deletePost, findVisiblePost } from './posts.repository';
