import { useSyncExternalStore } from 'react';
import type { HomeFeed } from '@/lib/post-cache';

/** Posts that arrived live and wait behind one Home tab's pill, newest first, once each. */
function pendingPosts() {
  let pending: readonly string[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    add(id: string) {
      if (pending.includes(id)) return;
      pending = [id, ...pending];
      emit();
    },
    /** Forgets these posts: deleted, or already on screen after the tab loaded again. */
    remove(...ids: string[]) {
      const next = pending.filter((id) => !ids.includes(id));
      if (next.length === pending.length) return;
      pending = next;
      emit();
    },
    clear() {
      if (pending.length === 0) return;
      pending = [];
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    count: () => pending.length,
  };
}

/** One count per tab: a post new to Everyone is not always new to Following, and back. */
export const newPosts: Record<HomeFeed, ReturnType<typeof pendingPosts>> = {
  everyone: pendingPosts(),
  following: pendingPosts(),
};

export function useNewPostsCount(feed: HomeFeed): number {
  const store = newPosts[feed];
  return useSyncExternalStore(store.subscribe, store.count, () => 0);
}
