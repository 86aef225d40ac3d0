import type { User } from '@app/contract';
import { useParams } from 'react-router';
import { EmptyMessage } from '@/components/ui/state-message';
import { renderPostComments } from '@/features/comments/components/comments-section';
import { usePosts } from '@/features/posts/api/get-posts';
import { PostList } from '@/features/posts/components/post-list';
import { ProfileView } from '@/features/users/components/profile-view';
import { usersTexts } from '@/features/users/texts';

/** The author's posts this viewer may see; the server leaves out anonymous ones (rule 2). */
function RecentPosts({ user }: { user: User }) {
  const query = usePosts({ author: user._id });
  return (
    <PostList
      query={query}
      label={`Posts by ${user.name}`}
      renderComments={renderPostComments}
      loadingText="Loading posts..."
      errorText="Failed to fetch user posts."
      empty={
        <EmptyMessage title={usersTexts.noPosts} description={usersTexts.noPostsDescription} />
      }
    />
  );
}

export function ProfileRoute() {
  const { id } = useParams();
  return <ProfileView userId={id} renderPosts={(user) => <RecentPosts user={user} />} />;
}
