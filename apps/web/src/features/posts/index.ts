/**
 * What other features may use of posts: reading and showing a list, the anonymous avatar,
 * and the name a post shows for its author.
 */
export { usePosts } from './api/get-posts';
export { AnonymousAvatar } from './components/anonymous-avatar';
export { authorDisplayName } from './components/post-author';
export { PostList } from './components/post-list';
