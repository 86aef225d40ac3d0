import type { Post } from '@app/contract';
import { isAnonymous } from '@app/contract';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { RelativeTime } from '@/components/ui/relative-time';
import { paths } from '@/config/paths';
import { formatFullDate } from '@/lib/dates';
import { AnonymousAvatar } from './anonymous-avatar';
import { authorDisplayName } from './post-author';
import { PostMenu } from './post-menu';
import { VisibilityBadge } from './visibility-badge';

/** Avatar, name (the card's accessible name), date linking to the post, the badge and the menu. */
export function PostCardHeader({ post, nameId }: { post: Post; nameId: string }) {
  const name = authorDisplayName(post);
  const named = post.author && !isAnonymous(post) ? post.author : null;

  return (
    <header className="flex items-start gap-3">
      {named ? (
        <Link to={paths.profile(named._id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar src={named.profile_pic} name={name} />
        </Link>
      ) : (
        <AnonymousAvatar />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
          {/* A long name wraps rather than lose its end on a phone; the username is cut. */}
          <h2 id={nameId} className="min-w-0 break-words text-[0.95rem] font-semibold">
            {named ? (
              <Link to={paths.profile(named._id)} className="rounded-sm hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h2>
          {named && (
            <span className="truncate text-sm text-muted-foreground">@{named.username}</span>
          )}
          {post.isMine && isAnonymous(post) && (
            <span className="text-sm text-muted-foreground">
              (you)<span className="sr-only">, only you can see that</span>
            </span>
          )}
        </div>
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
          <Link
            to={paths.post(post._id)}
            className="rounded-sm hover:text-foreground hover:underline"
            title={formatFullDate(post.created_at)}
          >
            <RelativeTime iso={post.created_at} />
            <span className="sr-only">, open the post</span>
          </Link>
          {post.edited && (
            <>
              <span aria-hidden="true">·</span>
              <span>Edited</span>
            </>
          )}
        </p>
      </div>
      <VisibilityBadge visibility={post.visibility} />
      <PostMenu
        postId={post._id}
        isMine={post.isMine}
        author={named}
        label={
          post.isMine
            ? 'More actions for your post'
            : named
              ? `More actions for ${name}'s post`
              : 'More actions for this anonymous post'
        }
      />
    </header>
  );
}
