import type { Post } from '@app/contract';
import { isAnonymous } from '@app/contract';

export const ANONYMOUS = 'Anonymous';

/**
 * The name a card shows. Null author: the server hid an anonymous post's author from
 * this viewer. The author sees their own anonymous post marked Anonymous too.
 */
export function authorDisplayName(post: Pick<Post, 'author' | 'visibility'>): string {
  if (!post.author || isAnonymous(post)) return ANONYMOUS;
  return post.author.name || post.author.username || `User ${post.author._id.slice(0, 6)}`;
}
