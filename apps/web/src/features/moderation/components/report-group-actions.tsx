import type { ReportGroup } from '@app/contract';
import { Ban, Check, type LucideIcon, ShieldOff, Trash } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ModerateInput } from '../api/moderate-target';

type Action = ModerateInput['action'];

type Confirmation = {
  title: string;
  description: string;
  confirmLabel: string;
  destructive: boolean;
};

/** What each action asks before it runs. The anonymous author stays unnamed in every text. */
function confirmationFor(action: Action, target: ReportGroup['target']): Confirmation {
  const thing = target.kind === 'user' ? 'account' : target.kind;
  const whose =
    target.kind === 'user'
      ? `@${target.author?.username ?? 'this account'}`
      : target.author
        ? `@${target.author.username}`
        : 'the anonymous author';
  switch (action) {
    case 'dismiss':
      return {
        title: `Dismiss the reports on this ${thing}?`,
        description: 'Nothing changes for its author. The reports close and leave the queue.',
        confirmLabel: 'Dismiss',
        destructive: false,
      };
    case 'remove':
      return {
        title: `Remove this ${thing}?`,
        description: `It is deleted for everyone and its author is told that a moderator removed it. This cannot be undone.`,
        confirmLabel: 'Remove',
        destructive: true,
      };
    case 'suspend':
      return {
        title: `Suspend ${whose}?`,
        description: target.author
          ? 'They are signed out everywhere, cannot sign in, and everything they wrote is hidden until the account is restored.'
          : 'The server suspends whoever wrote this without telling you who it is. They are signed out everywhere and everything they wrote is hidden until the account is restored.',
        confirmLabel: 'Suspend',
        destructive: true,
      };
    case 'unsuspend':
      return {
        title: `Restore ${whose}?`,
        description:
          'They can sign in again and what they wrote shows again. The reports stay open.',
        confirmLabel: 'Unsuspend',
        destructive: false,
      };
  }
}

type ReportGroupActionsProps = {
  group: ReportGroup;
  onAct: (input: ModerateInput) => void;
  pending: boolean;
};

/** Dismiss, Remove content, Suspend or Unsuspend the author: each asks first. */
export function ReportGroupActions({ group, onAct, pending }: ReportGroupActionsProps) {
  const [confirming, setConfirming] = useState<Action | null>(null);
  const { target } = group;
  const authorLabel = target.kind === 'user' ? 'account' : 'author';
  const confirmation = confirming ? confirmationFor(confirming, target) : null;
  const buttons: { action: Action; label: string; Icon: LucideIcon; destructive?: boolean }[] = [
    { action: 'dismiss', label: 'Dismiss', Icon: Check },
    ...(target.kind === 'user'
      ? []
      : [{ action: 'remove' as const, label: 'Remove content', Icon: Trash, destructive: true }]),
    target.authorSuspended
      ? { action: 'unsuspend', label: `Unsuspend ${authorLabel}`, Icon: ShieldOff }
      : { action: 'suspend', label: `Suspend ${authorLabel}`, Icon: Ban, destructive: true },
  ];

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
      {buttons.map(({ action, label, Icon, destructive }) => (
        <Button
          key={action}
          variant="outline"
          size="sm"
          className={destructive ? 'text-error' : undefined}
          // Dismissing works on what is gone too; the rest act on something that exists.
          disabled={action !== 'dismiss' && !target.exists}
          onClick={() => setConfirming(action)}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </Button>
      ))}
      {confirming && confirmation && (
        <ConfirmDialog
          open
          title={confirmation.title}
          description={confirmation.description}
          confirmLabel={confirmation.confirmLabel}
          destructive={confirmation.destructive}
          isPending={pending}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          onConfirm={() => {
            setConfirming(null);
            onAct({ action: confirming, targetKind: target.kind, targetId: target._id });
          }}
        />
      )}
    </div>
  );
}
