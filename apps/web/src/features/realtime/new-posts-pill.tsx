import { useQueryClient } from '@tanstack/react-query';
import { ArrowUp } from 'lucide-react';
import { postKeys } from '@/lib/query-keys';
import { newPosts, useNewPostsCount } from './new-posts';

/** "N new posts" at the top of Home; a click shows them and goes back to the top. */
export function NewPostsPill() {
  const count = useNewPostsCount();
  const queryClient = useQueryClient();
  if (count === 0) return null;
  const show = async () => {
    newPosts.clear();
    await queryClient.resetQueries({ queryKey: postKeys.list({}) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <div className="sticky top-16 z-30 flex justify-center md:top-4">
      <button
        type="button"
        onClick={() => void show()}
        className="inline-flex items-center gap-2 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        {count === 1 ? '1 new post' : `${count} new posts`}
      </button>
    </div>
  );
}
