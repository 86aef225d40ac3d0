import { useParams } from 'react-router';
import { renderPostComments } from '@/features/comments/components/comments-section';
import { PostDetails } from '@/features/posts/components/post-details';

export function PostRoute() {
  const { id = '' } = useParams();
  // Keyed by id: another post starts with its own state (comments open, no dialog).
  return <PostDetails key={id} id={id} renderComments={renderPostComments} />;
}
