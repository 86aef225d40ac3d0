import { messages, type ReportTargetKind } from '@app/contract';
import { Flag, Volume2, VolumeX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { MenuItem } from '@/components/ui/dropdown-menu';
import { useToast } from '@/components/ui/use-toast';
import { ReportDialog } from '@/features/moderation';
import { failureReason } from '@/lib/api-client';
import { isMuted, useMutedUsers } from '../api/get-muted-users';
import { type MuteTarget, useSetMuted } from '../api/mute-user';

const reportLabels: Record<ReportTargetKind, string> = {
  post: 'Report post',
  comment: 'Report comment',
  user: 'Report account',
};

type Options = {
  kind: ReportTargetKind;
  id: string;
  /**
   * The named author who may be muted; null for anonymous content (muting it would need
   * the author, and must never reveal them).
   */
  mutable: MuteTarget | null;
  /** Whether I muted them, when known (a profile's viewer.muting); else the cached list says. */
  muted?: boolean | undefined;
};

/** Menu items to report something and to mute (or unmute) its author, with their dialog. */
export function useReportAndMute({ kind, id, mutable, muted: knownMuted }: Options): {
  items: MenuItem[];
  dialogs: ReactNode;
} {
  const [reporting, setReporting] = useState(false);
  const muted = useMutedUsers({ enabled: false });
  const mute = useSetMuted(true);
  const unmute = useSetMuted(false);
  const { toast } = useToast();

  const onError = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: messages.muteFailed,
      description: failureReason(error, 'Check your connection and try again.'),
    });

  const muteNow = (user: MuteTarget) =>
    mute.mutate(user, {
      onSuccess: () =>
        toast({
          title: `${messages.muted} @${user.username}`,
          description: messages.mutedDescription,
          action: {
            label: 'Undo',
            altText: `Unmute @${user.username} from their profile's menu`,
            onClick: () =>
              unmute.mutate(user, {
                onSuccess: () => toast({ title: `${messages.unmuted} @${user.username}` }),
                onError,
              }),
          },
        }),
      onError,
    });

  const items: MenuItem[] = [];
  if (mutable) {
    items.push(
      (knownMuted ?? isMuted(muted.data, mutable._id))
        ? {
            label: `Unmute @${mutable.username}`,
            icon: <Volume2 aria-hidden="true" className="size-4" />,
            onSelect: () =>
              unmute.mutate(mutable, {
                onSuccess: () => toast({ title: `${messages.unmuted} @${mutable.username}` }),
                onError,
              }),
          }
        : {
            label: `Mute @${mutable.username}`,
            icon: <VolumeX aria-hidden="true" className="size-4" />,
            onSelect: () => muteNow(mutable),
          },
    );
  }
  items.push({
    label: reportLabels[kind],
    icon: <Flag aria-hidden="true" className="size-4" />,
    destructive: true,
    onSelect: () => setReporting(true),
  });

  return {
    items,
    dialogs: (
      <ReportDialog open={reporting} onOpenChange={setReporting} targetKind={kind} targetId={id} />
    ),
  };
}
