import { type Comment, isAnonymous, messages, type Post } from '@app/contract';
import { HandHeart, Heart, VenetianMask } from 'lucide-react';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/use-toast';
import { ContentMenu } from '@/features/users';
import { isApiError } from '@/lib/api-client';
import { formatFullDate, formatShortDate } from '@/lib/dates';
import { useDeleteComment } from '../api/delete-comment';
import { useReactToComment } from '../api/react-to-comment';

/** An anonymous comment shows its thread pseudonym ('Anonymous 1', 'Anonymous (author)'). */
export function commentDisplayName(comment: Comment): string {
  if (isAnonymous(comment) || !comment.author) return comment.pseudonym || 'Anonymous';
  return comment.author.name || comment.author.username || 'Anonymous';
}

/** One comment: who, when, what, its likes and hugs, and Delete for whoever may. */
export function CommentItem({ comment, post }: { comment: Comment; post: Post }) {
  const react = useReactToComment(post._id, comment._id);
  const name = commentDisplayName(comment);
  const anonymous = isAnonymous(comment) || !comment.author;
  const canDelete = comment.isMine || post.isMine;

  return (
    <li className="flex gap-2.5">
      {anonymous || !comment.author ? (
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
        >
          <VenetianMask className="size-4" />
        </span>
      ) : (
        <Avatar src={comment.author.profile_pic} name={name} size="sm" />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="rounded-2xl bg-muted px-3.5 py-2.5">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-sm font-semibold">{name}</span>
            {comment.isMine && anonymous && (
              <span className="text-xs text-muted-foreground">(you)</span>
            )}
            <time
              dateTime={comment.created_at}
              title={formatFullDate(comment.created_at)}
              className="text-xs text-muted-foreground"
            >
              {formatShortDate(comment.created_at)}
            </time>
          </p>
          <p className="mt-0.5 whitespace-pre-wrap break-words text-sm">{comment.content}</p>
        </div>
        <div className="mt-0.5 flex items-center gap-1">
          <ActionButton
            size="sm"
            label="Like comment"
            icon={Heart}
            tone="rose"
            fillWhenPressed
            count={comment.counts.likes}
            pressed={comment.viewer.liked}
            onClick={() => react.mutate({ kind: 'like', active: !comment.viewer.liked })}
          />
          <ActionButton
            size="sm"
            label="Hug comment"
            icon={HandHeart}
            tone="amber"
            count={comment.counts.hugs}
            pressed={comment.viewer.hugged}
            onClick={() => react.mutate({ kind: 'hug', active: !comment.viewer.hugged })}
          />
          {canDelete && <DeleteCommentButton postId={post._id} commentId={comment._id} />}
          {!comment.isMine && (
            <ContentMenu
              kind="comment"
              id={comment._id}
              author={anonymous ? null : comment.author}
              label={`More actions for ${name}'s comment`}
              size="sm"
              className={canDelete ? undefined : 'ml-auto'}
            />
          )}
        </div>
      </div>
    </li>
  );
}

function DeleteCommentButton({ postId, commentId }: { postId: string; commentId: string }) {
  const { toast } = useToast();
  const deleteComment = useDeleteComment();
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="ml-auto h-8 px-2.5 text-xs font-medium text-muted-foreground hover:text-error"
        onClick={() => setConfirming(true)}
      >
        Delete<span className="sr-only"> comment</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete this comment?"
        description="It will be removed for everyone. This cannot be undone."
        confirmLabel="Delete"
        isPending={deleteComment.isPending}
        onOpenChange={setConfirming}
        destructive
        onConfirm={() =>
          deleteComment.mutate(
            { postId, commentId },
            {
              onSuccess: () => toast({ title: messages.commentDeleted }),
              onError: (error) => {
                setConfirming(false);
                toast({
                  variant: 'destructive',
                  title: 'The comment was not deleted',
                  description: isApiError(error)
                    ? error.message
                    : 'Check your connection and try again.',
                });
              },
            },
          )
        }
      />
    </>
  );
}
