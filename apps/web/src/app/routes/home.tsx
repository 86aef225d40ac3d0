import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useRightColumnShown } from '@/components/layouts/right-column';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { renderPostComments } from '@/features/comments/components/comments-section';
import { HomeTabs } from '@/features/posts/components/home-tabs';
import { useHomeFeedChoice } from '@/features/posts/hooks/use-home-feed-choice';
import { NewPostsPill } from '@/features/realtime/new-posts-pill';
import { WhoToFollow } from '@/features/users';

export function HomeRoute() {
  const { data: user } = useCurrentUser();
  const [feed, setFeed] = useHomeFeedChoice();
  // Wide screens have Who to follow in the right column: an empty Following tab leaves it there.
  const rightColumnShown = useRightColumnShown();

  useEffect(() => {
    // The seed's feed logs this when it finds no user (the guard normally got there first).
    if (!user) console.warn('No authenticated user - redirect to login');
  }, [user]);

  return (
    <>
      <PageHeader title="Home Feed" />
      <NewPostsPill feed={feed} />
      {user ? (
        <HomeTabs
          feed={feed}
          onFeedChange={setFeed}
          renderComments={renderPostComments}
          followSuggestions={
            rightColumnShown ? undefined : <WhoToFollow className="mt-4 text-left" />
          }
        />
      ) : (
        <Navigate to={paths.signIn()} replace />
      )}
    </>
  );
}
