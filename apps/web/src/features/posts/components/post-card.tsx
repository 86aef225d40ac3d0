import type { Post } from '@app/contract';
import { type ReactNode, useId, useState } from 'react';
import { RichText } from '@/components/rich-text/rich-text';
import { cn } from '@/lib/cn';
import { PostActions } from './post-actions';
import { PostCardHeader } from './post-card-header';
import { PostMediaGrid } from './post-media-grid';
import { RepostLine } from './repost-line';

export type RenderComments = (post: Post) => ReactNode;

type PostCardProps = {
  post: Post;
  /** The comments section, composed by the page (features do not import each other). */
  renderComments?: RenderComments | undefined;
  defaultCommentsOpen?: boolean;
  className?: string;
};

/**
 * One post: an article named by its author. The content is text, never HTML, with
 * its line breaks kept.
 */
export function PostCard({
  post,
  renderComments,
  defaultCommentsOpen = false,
  className,
}: PostCardProps) {
  const nameId = useId();
  const commentsId = useId();
  const repostId = useId();
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);

  return (
    <article
      aria-labelledby={nameId}
      aria-describedby={post.repostedBy ? repostId : undefined}
      className={cn(
        'rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-xs sm:p-5',
        className,
      )}
    >
      {post.repostedBy && <RepostLine by={post.repostedBy} id={repostId} />}
      <PostCardHeader post={post} nameId={nameId} />
      {post.content && (
        <p className="mt-3 whitespace-pre-wrap break-words text-[0.95rem] leading-relaxed">
          <RichText text={post.content} mentions={post.mentions} />
        </p>
      )}
      <PostMediaGrid media={post.media} />
      <PostActions
        post={post}
        comments={
          renderComments && {
            open: commentsOpen,
            onToggle: () => setCommentsOpen((open) => !open),
            controls: commentsId,
          }
        }
      />
      {renderComments && (
        <div id={commentsId} hidden={!commentsOpen}>
          {commentsOpen && renderComments(post)}
        </div>
      )}
    </article>
  );
}
