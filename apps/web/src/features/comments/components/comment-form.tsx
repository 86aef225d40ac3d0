import { type Comment, isAnonymous, limits, messages, type Post } from '@app/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { TextareaField } from '@/components/ui/textarea-field';
import { useCanPostAnonymously } from '@/features/auth';
import { MentionListbox, useMentionAutocomplete } from '@/features/users';
import { failureReason } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useCreateComment } from '../api/create-comment';

const replyTarget = (comment: Comment) =>
  comment.author && !isAnonymous(comment)
    ? comment.author.name || comment.author.username
    : comment.pseudonym || 'Anonymous';

/** The counter shows once a comment nears its limit. */
const COUNTER_FROM = limits.commentMax - 200;

/**
 * The seed's comment box: blocked while empty, whitespace only or busy ('Posting...'),
 * cleared after a success. On the viewer's own anonymous post, commenting anonymously
 * is the default, so answering in a thread does not reveal who wrote the post.
 */
export function CommentForm({
  post,
  parent,
  onPosted,
  onCancel,
}: {
  post: Post;
  /** The comment this one answers: a reply box, focused, with Cancel. */
  parent?: Comment;
  onPosted?: () => void;
  onCancel?: () => void;
}) {
  // The seed: without a current user id nothing is sent.
  const userId = authStorage.getUserId() ?? '';
  const createComment = useCreateComment();
  const idempotency = useIdempotencyKey();
  const [content, setContent] = useState('');
  const mention = useMentionAutocomplete(setContent);
  const canPostAnonymously = useCanPostAnonymously();
  const [anonymous, setAnonymous] = useState(
    post.isMine && isAnonymous(post) && canPostAnonymously,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const errorId = useId();

  const length = content.trim().length;
  const tooLong = length > limits.commentMax;
  const busy = createComment.isPending;
  const canPost = length > 0 && !tooLong && Boolean(userId) && !busy;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canPost) return;
    const values = { content, visibility: anonymous ? 'private' : 'public' } as const;
    setFailure(null);
    createComment.mutate(
      {
        postId: post._id,
        parentId: parent?._id ?? null,
        authorId: userId,
        idempotencyKey: idempotency.keyFor(values),
        ...values,
      },
      {
        onSuccess: () => {
          idempotency.reset();
          setContent('');
          onPosted?.();
        },
        onError: (error) => {
          console.error('Failed to post comment', error);
          setFailure(failureReason(error, 'Failed to post comment'));
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2"
      aria-describedby={failure ? errorId : undefined}
    >
      <div className="relative">
        <TextareaField
          label={parent ? `Reply to ${replyTarget(parent)}` : 'Write a comment'}
          hideLabel
          rows={2}
          autoFocus={Boolean(parent)}
          placeholder={parent ? `Reply to ${replyTarget(parent)}...` : 'Write a comment...'}
          value={content}
          {...mention.bind({
            onChange: (event) => setContent(event.target.value),
            onKeyDown: (event) => {
              // Ctrl+Enter or Cmd+Enter posts, as in most comment boxes.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
            },
          })}
          counter={content.length >= COUNTER_FROM ? { length, max: limits.commentMax } : undefined}
          className="min-h-[4.5rem]"
        />
        <MentionListbox {...mention.listbox} />
      </div>
      {failure && (
        <p id={errorId} role="alert" className="text-sm text-error">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Switch
          label="Comment anonymously"
          checked={anonymous}
          onCheckedChange={setAnonymous}
          // Without the right it can be turned off, never on: a comment meant to be
          // anonymous is never sent under the author's name without them choosing it.
          disabled={!canPostAnonymously && !anonymous}
          description={canPostAnonymously ? undefined : messages.anonymousPostingRevokedExplanation}
          className={
            canPostAnonymously ? 'items-center justify-start gap-3' : 'justify-start gap-3'
          }
        />
        <div className="ml-auto flex gap-2">
          {onCancel && (
            <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="sm" disabled={!canPost} aria-busy={busy || undefined}>
            {busy ? 'Posting...' : parent ? 'Reply' : 'Post'}
          </Button>
        </div>
      </div>
    </form>
  );
}
