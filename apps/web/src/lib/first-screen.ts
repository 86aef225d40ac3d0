import { startTransition, useEffect, useState } from 'react';

/**
 * Post cards a 1080-pixel-tall screen shows below Home's header and tabs: the first
 * screenful of a list rendered on its own.
 */
export const FIRST_SCREEN_ITEMS = 4;

let firstListShown = false;

/** For the tests' setup: each test is a page that has just loaded. */
export function resetFirstScreen(): void {
  firstListShown = false;
}

/**
 * Whether a list should render only its first screenful for now, as React Native's FlatList
 * does with `initialNumToRender`. On a cold load every card rendered before the first paint
 * holds back the first post: Home's shell with twenty cards took one 314 ms task of the main
 * thread on a 2-core machine, with four about 145 ms. So the first list that has items after
 * the page loads shows its first screenful, and renders the rest as a transition once that
 * has painted (an animation frame, then a task). Lists after it render whole at once: they
 * open from the cache, where the scroll position comes back and needs every card in place.
 */
export function useFirstScreenOnly(hasItems: boolean): boolean {
  const [firstScreenOnly, setFirstScreenOnly] = useState(() => !firstListShown);
  useEffect(() => {
    if (!firstScreenOnly || !hasItems) return;
    firstListShown = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setFirstScreenOnly(false)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [firstScreenOnly, hasItems]);
  return firstScreenOnly;
}
