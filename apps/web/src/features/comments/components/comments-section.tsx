import type { Post } from '@app/contract';
import { useId } from 'react';
import { ErrorMessage, LoadingMessage } from '@/components/ui/state-message';
import { authStorage } from '@/lib/auth-storage';
import { useComments } from '../api/get-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { LoadMoreButton } from './load-more-button';

/** A post's thread: the title with its count, the box to comment, then the comments. */
export function CommentsSection({ post }: { post: Post }) {
  // The seed: without a current user id the section renders nothing.
  const userId = authStorage.getUserId();
  if (!userId) return null;
  return <CommentsThread post={post} />;
}

/** For the post cards of a page: `renderComments={renderPostComments}`. */
export const renderPostComments = (post: Post) => <CommentsSection post={post} />;

function CommentsThread({ post }: { post: Post }) {
  const titleId = useId();
  const query = useComments(post._id);
  const { data, isPending, isError, refetch } = query;
  const comments = data?.pages.flatMap((page) => page.commentList) ?? [];
  const total = data?.pages[0]?.total ?? post.counts.comments;

  return (
    <section
      aria-labelledby={titleId}
      className="mt-3 flex flex-col gap-4 border-t border-border pt-4"
    >
      <h3 id={titleId} className="text-sm font-semibold">
        Comments ({total})
      </h3>
      <CommentForm post={post} />
      {isPending ? (
        <LoadingMessage className="py-4">Loading comments...</LoadingMessage>
      ) : isError && !data ? (
        <ErrorMessage className="py-4" onRetry={() => void refetch()}>
          Failed to load comments.
        </ErrorMessage>
      ) : comments.length === 0 ? (
        <p className="py-2 text-center text-sm text-muted-foreground">
          No comments yet. Be the first to comment!
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {comments.map((comment) => (
            <CommentItem key={comment._id} comment={comment} post={post} />
          ))}
        </ul>
      )}
      <LoadMoreButton query={query} label="Load more" className="self-center" />
    </section>
  );
}
