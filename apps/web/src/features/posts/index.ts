/** What other features may use of posts: reading and showing a list, and the anonymous avatar. */
export { usePosts } from './api/get-posts';
export { nextCursorOf, readPostList } from './api/read-post-list';
export { AnonymousAvatar } from './components/anonymous-avatar';
export { PostList } from './components/post-list';
