import { useSyncExternalStore } from 'react';

/** Posts that arrived live and wait behind the Home pill, newest first, once each. */
let pending: string[] = [];
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
  remove(id: string) {
    if (!pending.includes(id)) return;
    pending = pending.filter((p) => p !== id);
    emit();
  },
  clear() {
    pending = [];
    emit();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useNewPostsCount(): number {
  return useSyncExternalStore(subscribe, () => pending.length);
}
