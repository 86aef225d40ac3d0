import type { UserSummary } from '@app/contract';
import { textSegments } from '@app/contract/text-entities';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type RichTextProps = {
  text: string;
  /** The accounts the server listed for this text: only they become links. */
  mentions: UserSummary[];
};

const linkClass = 'font-medium text-primary underline-offset-2 hover:underline';

/**
 * Post and comment text with its mentions, tags and links made links, by the parser the
 * server uses (PRODUCT.md §8). Everything is a text node: nothing typed becomes HTML. A
 * mention the server did not list (no such account, or one this viewer may not see) stays
 * plain text, so a profile link never points at someone hidden.
 */
export function RichText({ text, mentions }: RichTextProps) {
  // Cards re-render on every change to a cached post (a like, a count): parse once per text.
  const segments = useMemo(() => textSegments(text), [text]);
  const byName = useMemo(
    () => new Map(mentions.map((user) => [user.username.toLowerCase(), user])),
    [mentions],
  );
  return segments.map((segment) => {
    const key = `${segment.kind}:${'start' in segment ? segment.start : segment.text}`;
    switch (segment.kind) {
      case 'mention': {
        const user = byName.get(segment.username.toLowerCase());
        if (!user) return segment.text;
        return (
          <Link key={key} to={paths.profile(user._id)} className={linkClass}>
            {segment.text}
          </Link>
        );
      }
      case 'tag':
        return (
          <Link key={key} to={paths.tag(segment.tag)} className={linkClass}>
            {segment.text}
          </Link>
        );
      case 'link':
        return (
          <a
            key={key}
            href={segment.url}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={`${linkClass} break-all`}
          >
            {segment.text}
          </a>
        );
      default:
        return segment.text;
    }
  });
}
