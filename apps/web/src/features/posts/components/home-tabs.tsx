import type { ReactNode } from 'react';
import { Tabs } from '@/components/ui/tabs';
import type { HomeFeed as HomeFeedKind } from '@/lib/post-cache';
import { HomeFeed } from './home-feed';
import type { RenderComments } from './post-card';

type HomeTabsProps = {
  feed: HomeFeedKind;
  onFeedChange: (feed: HomeFeedKind) => void;
  renderComments?: RenderComments | undefined;
  /** People to follow, shown under an empty Following tab (composed by the page). */
  followSuggestions?: ReactNode;
};

/** Home's 'Following' and 'Everyone' tabs; only the shown tab's list is fetched. */
export function HomeTabs({ feed, onFeedChange, renderComments, followSuggestions }: HomeTabsProps) {
  return (
    <Tabs
      label="Feeds"
      value={feed}
      onValueChange={onFeedChange}
      tabs={[
        {
          id: 'following',
          label: 'Following',
          panel: (
            <HomeFeed
              feed="following"
              renderComments={renderComments}
              followSuggestions={followSuggestions}
            />
          ),
        },
        {
          id: 'everyone',
          label: 'Everyone',
          panel: <HomeFeed feed="everyone" renderComments={renderComments} />,
        },
      ]}
    />
  );
}
