import { useSyncExternalStore } from 'react';

/** Posts that arrived live and wait behind the Home pill, newest first, once each. */
let pending: readonly string[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const newPosts = {
  add(id: string) {
    if (pending.includes(id)) return;
    pending = [id, ...pending];
    emit();
  },
  /** Forgets these posts: deleted, or already on screen after Home loaded again. */
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
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useNewPostsCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => pending.length,
    () => 0,
  );
}
