import type { Post } from '@app/contract';
import { Bookmark, HandHeart, Heart, MessageCircle, Repeat2 } from 'lucide-react';
import { Link } from 'react-router';
import { ActionButton } from '@/components/ui/action-button';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { useReactToPost } from '../api/react-to-post';
import { useSavePost } from '../api/save-post';

type PostActionsProps = {
  post: Post;
  /** Absent when the card has no comments section: the count then links to the post. */
  comments?: { open: boolean; onToggle: () => void; controls: string };
};

/** Like, Hug, Comments, Repost and Save, each with its count and state. */
export function PostActions({ post, comments }: PostActionsProps) {
  const react = useReactToPost(post._id);
  const save = useSavePost(post._id);
  const toggle = (kind: 'like' | 'hug' | 'share', active: boolean) =>
    react.mutate({ postId: post._id, kind, active });

  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields; a fieldset would say otherwise.
    <div
      role="group"
      aria-label="Post actions"
      className="-mx-2 mt-3 flex flex-wrap items-center gap-x-1 sm:gap-x-2"
    >
      <ActionButton
        label="Like"
        icon={Heart}
        tone="rose"
        fillWhenPressed
        count={post.counts.likes}
        pressed={post.viewer.liked}
        onClick={() => toggle('like', !post.viewer.liked)}
      />
      <ActionButton
        label="Hug"
        icon={HandHeart}
        tone="amber"
        count={post.counts.hugs}
        pressed={post.viewer.hugged}
        onClick={() => toggle('hug', !post.viewer.hugged)}
      />
      {comments ? (
        <ActionButton
          label="Comments"
          icon={MessageCircle}
          count={post.counts.comments}
          aria-expanded={comments.open}
          aria-controls={comments.controls}
          onClick={comments.onToggle}
        />
      ) : (
        <Tooltip label="Comments">
          <Link
            to={paths.post(post._id)}
            className="inline-flex h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-link"
          >
            <MessageCircle aria-hidden="true" className="size-[1.15rem]" />
            <span className="sr-only">Comments</span>{' '}
            <span className="tabular-nums">{post.counts.comments}</span>
          </Link>
        </Tooltip>
      )}
      <ActionButton
        // A share is a repost (§7): it puts the post in the sharer's followers' Following tab.
        // The label says what a press does, so the button is no toggle; the card's menu copies
        // the link.
        label={post.viewer.shared ? 'Undo repost' : 'Repost'}
        icon={Repeat2}
        tone="emerald"
        count={post.counts.shares}
        active={post.viewer.shared}
        onClick={() => toggle('share', !post.viewer.shared)}
      />
      <ActionButton
        label="Save"
        icon={Bookmark}
        className="ml-auto"
        fillWhenPressed
        pressed={post.viewer.saved}
        onClick={() => save.mutate({ postId: post._id, active: !post.viewer.saved })}
      />
    </div>
  );
}
