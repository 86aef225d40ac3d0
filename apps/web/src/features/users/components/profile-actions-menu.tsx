import { messages, type User } from '@app/contract';
import { Ban, Ellipsis, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DropdownMenu, type MenuItem } from '@/components/ui/dropdown-menu';
import { useToast } from '@/components/ui/use-toast';
import { failureReason } from '@/lib/api-client';
import { useBlockUser } from '../api/block-user';
import { useRemoveFollower } from '../api/remove-follower';
import { useUnblockUser } from '../api/unblock-user';
import { useReportAndMute } from '../hooks/use-report-and-mute';

type Pending = 'block' | 'remove-follower' | null;

/**
 * 'More actions' on someone else's profile: Block or Unblock, removing a follower, Mute or
 * Unmute, and Report.
 */
export function ProfileActionsMenu({ user }: { user: User }) {
  const [confirming, setConfirming] = useState<Pending>(null);
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const removeFollower = useRemoveFollower();
  const { toast } = useToast();
  const relation = user.viewer;
  const safety = useReportAndMute({
    kind: 'user',
    id: user._id,
    // A blocked account is already out of sight; muting it too would change nothing.
    mutable: relation?.blocking ? null : user,
    muted: relation?.muting,
  });
  if (!relation || relation.isSelf) return null;

  const onError = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: 'Something went wrong',
      description: failureReason(error, 'Please try again'),
    });

  const items: MenuItem[] = relation.blocking
    ? [
        {
          label: 'Unblock',
          icon: <Ban aria-hidden="true" className="size-4" />,
          onSelect: () =>
            unblock.mutate(user, {
              onSuccess: () => toast({ title: messages.unblocked }),
              onError,
            }),
        },
      ]
    : [
        ...(relation.followsYou
          ? [
              {
                label: 'Remove follower',
                icon: <UserMinus aria-hidden="true" className="size-4" />,
                onSelect: () => setConfirming('remove-follower'),
              },
            ]
          : []),
        {
          label: 'Block',
          icon: <Ban aria-hidden="true" className="size-4" />,
          destructive: true,
          onSelect: () => setConfirming('block'),
        },
      ];
  items.push(...safety.items);

  return (
    <>
      <DropdownMenu
        label="More actions"
        trigger={<Ellipsis aria-hidden="true" className="size-5" />}
        items={items}
      />
      {safety.dialogs}
      <ConfirmDialog
        open={confirming === 'block'}
        title={`Block @${user.username}?`}
        description="They will not be able to see your profile or follow you, and any follows between you end. They are not told."
        confirmLabel="Block"
        destructive
        isPending={block.isPending}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        onConfirm={() =>
          block.mutate(user, {
            onSuccess: () => {
              setConfirming(null);
              toast({ title: messages.blocked });
            },
            onError,
          })
        }
      />
      <ConfirmDialog
        open={confirming === 'remove-follower'}
        title={`Remove @${user.username} from your followers?`}
        description="They are not told, and they can ask to follow you again."
        confirmLabel="Remove"
        destructive
        isPending={removeFollower.isPending}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        onConfirm={() =>
          removeFollower.mutate(user, {
            onSuccess: () => {
              setConfirming(null);
              toast({ title: messages.followerRemoved });
            },
            onError,
          })
        }
      />
    </>
  );
}
