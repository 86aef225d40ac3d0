import { Ellipsis, Link2, Share } from 'lucide-react';
import { DropdownMenu, type MenuItem } from '@/components/ui/dropdown-menu';
import { type MuteTarget, useReportAndMute } from '@/features/users';
import { usePostLink } from '../hooks/use-post-link';

type PostMenuProps = {
  postId: string;
  isMine: boolean;
  /** The named author, who can be muted; null for an anonymous post. */
  author: MuteTarget | null;
  /** The trigger's accessible name. */
  label: string;
};

const iconClass = 'size-4';

/**
 * '…' on a card: Copy link (and the share sheet on touch devices) for everyone; on someone
 * else's post also Mute its named author and Report it.
 */
export function PostMenu({ postId, isMine, author, label }: PostMenuProps) {
  const { copyLink, shareLink } = usePostLink(postId);
  const moderation = useReportAndMute({ kind: 'post', id: postId, mutable: author });

  const items: MenuItem[] = [
    {
      label: 'Copy link',
      icon: <Link2 aria-hidden="true" className={iconClass} />,
      onSelect: () => void copyLink(),
    },
  ];
  if (shareLink) {
    items.push({
      label: 'Share link…',
      icon: <Share aria-hidden="true" className={iconClass} />,
      onSelect: () => void shareLink(),
    });
  }
  // Only someone else's post can be reported, and only a named author muted.
  if (!isMine) items.push(...moderation.items);

  return (
    <>
      <DropdownMenu
        label={label}
        variant="ghost"
        size="icon"
        className="-my-1.5 -mr-2"
        trigger={<Ellipsis aria-hidden="true" className="size-5" />}
        items={items}
      />
      {moderation.dialogs}
    </>
  );
}
