import { useCallback, useState } from 'react';
import type { HomeFeed } from '@/lib/post-cache';
import { rememberedHomeFeed, rememberHomeFeed } from '../lib/home-feed-choice';

/** The Home tab shown, starting from the one this device chose last, and a way to change it. */
export function useHomeFeedChoice(): [HomeFeed, (feed: HomeFeed) => void] {
  const [feed, setFeed] = useState(rememberedHomeFeed);
  const choose = useCallback((next: HomeFeed) => {
    rememberHomeFeed(next);
    setFeed(next);
  }, []);
  return [feed, choose];
}
