import { useQueryClient } from '@tanstack/react-query';
import { ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { type HomeFeed, homeFeedKey, type PostPages } from '@/lib/post-cache';
import { newPosts, useNewPostsCount } from './new-posts';

/**
 * "N new posts" at the top of Home, counted for the tab shown; a click loads them at the top
 * and goes up there.
 */
export function NewPostsPill({ feed }: { feed: HomeFeed }) {
  const count = useNewPostsCount(feed);
  const queryClient = useQueryClient();
  const [isLoading, setIsLoading] = useState(false);
  if (count === 0) return null;

  const show = async () => {
    const key = homeFeedKey(feed);
    setIsLoading(true);
    // Only the first page is asked again: the feed stays on screen until it answers,
    // and the pages after it would be out of step with the new first page anyway.
    queryClient.setQueryData<PostPages>(key, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    try {
      await queryClient.refetchQueries({ queryKey: key, exact: true });
    } finally {
      newPosts[feed].clear();
      setIsLoading(false);
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="sticky top-16 z-30 flex justify-center md:top-4">
      <button
        type="button"
        onClick={() => void show()}
        disabled={isLoading}
        className="inline-flex items-center gap-2 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-80"
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        {count === 1 ? '1 new post' : `${count} new posts`}
      </button>
    </div>
  );
}
