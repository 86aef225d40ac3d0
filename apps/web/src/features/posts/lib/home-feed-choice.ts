import type { HomeFeed } from '@/lib/post-cache';

/** Kept per device, beside the seed's session keys; it outlives a sign-out on purpose. */
const STORAGE_KEY = 'homeFeed';

/** The Home tab this device last chose; 'everyone' on a first visit or unreadable storage. */
export function rememberedHomeFeed(): HomeFeed {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'following' ? 'following' : 'everyone';
  } catch {
    return 'everyone';
  }
}

export function rememberHomeFeed(feed: HomeFeed): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, feed);
  } catch {
    // Storage refused (private mode, quota): the choice then lasts as long as the page.
  }
}
