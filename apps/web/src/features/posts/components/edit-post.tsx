import { messages } from '@app/contract';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { usePost } from '../api/get-post';
import { EditPostForm } from './edit-post-form';
import { isNotFound, PostNotFound } from './post-not-found';

/** Loads the post fresh (never a list's copy) and lets only its author edit it. */
export function EditPost({ id }: { id: string }) {
  const { data: post, isPlaceholderData, isPending, error, refetch } = usePost(id);

  if (error && isNotFound(error)) return <PostNotFound />;
  if (error) {
    return (
      <ErrorMessage onRetry={() => void refetch()}>
        Failed to load the post. Please try again later.
      </ErrorMessage>
    );
  }
  if (isPending || isPlaceholderData || !post)
    return <LoadingMessage>Loading post...</LoadingMessage>;
  if (!post.isMine) {
    return (
      <EmptyMessage
        icon={<Lock aria-hidden="true" className="size-8 text-muted-foreground" />}
        title={messages.onlyEditOwnPosts}
        action={
          <Link to={paths.post(post._id)} className={buttonVariants({ variant: 'outline' })}>
            View the post
          </Link>
        }
      />
    );
  }
  return <EditPostForm post={post} />;
}
