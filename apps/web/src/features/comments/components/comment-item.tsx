import { type Comment, isAnonymous, messages, type Post } from '@app/contract';
import { HandHeart, Heart, MessageCircle, VenetianMask } from 'lucide-react';
import { useState } from 'react';
import { RichText } from '@/components/rich-text/rich-text';
import { ActionButton } from '@/components/ui/action-button';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage, LoadingMessage } from '@/components/ui/state-message';
import { useToast } from '@/components/ui/use-toast';
import { ContentMenu } from '@/features/users';
import { isApiError } from '@/lib/api-client';
import { formatFullDate, formatShortDate } from '@/lib/dates';
import { useDeleteComment } from '../api/delete-comment';
import { useReplies } from '../api/get-comments';
import { useReactToComment } from '../api/react-to-comment';
import { CommentForm } from './comment-form';
import { LoadMoreButton } from './load-more-button';

/** An anonymous comment shows its thread pseudonym ('Anonymous 1', 'Anonymous (author)'). */
export function commentDisplayName(comment: Comment): string {
  if (isAnonymous(comment) || !comment.author) return comment.pseudonym || 'Anonymous';
  return comment.author.name || comment.author.username || 'Anonymous';
}

/** How deep replies indent; deeper ones line up at this depth, saying whom they answer. */
const MAX_DEPTH = 3;

type CommentItemProps = {
  comment: Comment;
  post: Post;
  /** 1 for a top-level comment. */
  depth?: number;
  /** Set where a reply is shown flattened below the deepest indent. */
  replyingTo?: string | undefined;
};

/**
 * One comment: who, when, what, its likes and hugs, Reply, and Delete for whoever may; then
 * its replies, opened on demand. A deleted comment with replies reads '[deleted]'.
 */
export function CommentItem({ comment, post, depth = 1, replyingTo }: CommentItemProps) {
  const [replying, setReplying] = useState(false);
  const [repliesOpen, setRepliesOpen] = useState(false);
  return (
    <li className="flex flex-col gap-2">
      {comment.deleted ? (
        <DeletedComment />
      ) : (
        <CommentBody
          comment={comment}
          post={post}
          replyingTo={replyingTo}
          replying={replying}
          onReply={() => setReplying((open) => !open)}
        />
      )}
      {replying && (
        <div className="ml-10">
          <CommentForm
            post={post}
            parent={comment}
            onCancel={() => setReplying(false)}
            onPosted={() => {
              setReplying(false);
              setRepliesOpen(true);
            }}
          />
        </div>
      )}
      {comment.replyCount > 0 && (
        <Replies
          comment={comment}
          post={post}
          depth={depth}
          open={repliesOpen}
          onOpenChange={setRepliesOpen}
        />
      )}
    </li>
  );
}

function DeletedComment() {
  return (
    <div className="flex gap-2.5">
      <span aria-hidden="true" className="size-8 shrink-0 rounded-full bg-muted" />
      <p className="rounded-2xl border border-dashed border-border px-3.5 py-2.5 text-sm italic text-muted-foreground">
        [deleted]
      </p>
    </div>
  );
}

type RepliesProps = {
  comment: Comment;
  post: Post;
  depth: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function Replies({ comment, post, depth, open, onOpenChange }: RepliesProps) {
  const query = useReplies(post._id, comment._id, open);
  const replies = query.data?.pages.flatMap((page) => page.commentList) ?? [];
  const nested = depth < MAX_DEPTH;
  const count = comment.replyCount;
  return (
    <div className="ml-10 flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        className="self-start rounded text-xs font-semibold text-muted-foreground hover:text-foreground"
        onClick={() => onOpenChange(!open)}
      >
        {open ? 'Hide replies' : `View ${count} ${count === 1 ? 'reply' : 'replies'}`}
      </button>
      {open && query.isPending && <LoadingMessage>Loading replies...</LoadingMessage>}
      {open && query.isError && !query.data && (
        <ErrorMessage onRetry={() => void query.refetch()}>Failed to load replies.</ErrorMessage>
      )}
      {open && replies.length > 0 && (
        <ul
          aria-label={`Replies to ${comment.deleted ? 'a deleted comment' : commentDisplayName(comment)}`}
          className={`flex flex-col gap-3 ${nested ? 'border-l border-border pl-3' : ''}`}
        >
          {replies.map((reply) => (
            <CommentItem
              key={reply._id}
              comment={reply}
              post={post}
              depth={nested ? depth + 1 : depth}
              replyingTo={nested || comment.deleted ? undefined : commentDisplayName(comment)}
            />
          ))}
        </ul>
      )}
      {open && <LoadMoreButton query={query} label="More replies" className="self-start" />}
    </div>
  );
}

type CommentBodyProps = {
  comment: Comment;
  post: Post;
  replyingTo: string | undefined;
  replying: boolean;
  onReply: () => void;
};

function CommentBody({ comment, post, replyingTo, replying, onReply }: CommentBodyProps) {
  const react = useReactToComment(post._id, comment._id);
  const name = commentDisplayName(comment);
  const anonymous = isAnonymous(comment) || !comment.author;
  const canDelete = comment.isMine || post.isMine;

  return (
    <div className="flex gap-2.5">
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
          {replyingTo && <p className="text-xs text-muted-foreground">replying to {replyingTo}</p>}
          <p className="mt-0.5 whitespace-pre-wrap break-words text-sm">
            <RichText text={comment.content} mentions={comment.mentions} />
          </p>
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
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={replying}
            className="h-8 gap-1 px-2.5 text-xs font-medium text-muted-foreground"
            onClick={onReply}
          >
            <MessageCircle className="size-3.5" aria-hidden="true" />
            Reply<span className="sr-only"> to {name}</span>
          </Button>
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
    </div>
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
