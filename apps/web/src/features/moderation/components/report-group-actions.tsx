import { messages as m, type ReportGroup } from '@app/contract';
import { Ban, Check, type LucideIcon, ShieldOff, Trash, VenetianMask } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ModerateInput } from '../api/moderate-target';

type Action = ModerateInput['action'];
type Target = ReportGroup['target'];

type Offer = {
  action: Action;
  label: string;
  Icon: LucideIcon;
  /** What the action does, shown beside its button and read as its description. */
  help: string;
  destructive?: boolean;
};

const restoreHelp =
  'Shows the profile and everything under the name again, and lets the person sign in. The reports stay open.';

/**
 * What can be done to a target. Anonymous content is never tied to an account here
 * (rule 13): its author can lose the right to post anonymously, but is never suspended or
 * restored from it, so those are offered only for named content and for accounts.
 */
function offersFor(target: Target): Offer[] {
  const dismiss: Offer = {
    action: 'dismiss',
    label: 'Dismiss',
    Icon: Check,
    help: m.moderationDismissHelp,
  };
  if (target.kind === 'user') {
    return [
      dismiss,
      target.authorSuspended
        ? { action: 'unsuspend', label: 'Unsuspend account', Icon: ShieldOff, help: restoreHelp }
        : {
            action: 'suspend',
            label: 'Suspend account',
            Icon: Ban,
            help: m.moderationSuspendHelp,
            destructive: true,
          },
    ];
  }
  const remove: Offer = {
    action: 'remove',
    label: 'Remove content',
    Icon: Trash,
    help: m.moderationRemoveHelp,
    destructive: true,
  };
  if (target.anonymous) {
    return [
      dismiss,
      remove,
      {
        action: 'revoke_anonymous',
        label: 'Revoke anonymous posting',
        Icon: VenetianMask,
        help: m.moderationRevokeHelp,
        destructive: true,
      },
    ];
  }
  return [
    dismiss,
    remove,
    target.authorSuspended
      ? { action: 'unsuspend', label: 'Unsuspend author', Icon: ShieldOff, help: restoreHelp }
      : {
          action: 'suspend',
          label: 'Suspend author',
          Icon: Ban,
          help: m.moderationSuspendHelp,
          destructive: true,
        },
  ];
}

type Confirmation = { title: string; description: string; confirmLabel: string };

/** What each action asks before it runs. Only named authors are ever named or suspended. */
function confirmationFor(offer: Offer, target: Target): Confirmation {
  const thing = target.kind === 'user' ? 'account' : target.kind;
  const whose = target.author ? `@${target.author.username}` : 'this account';
  switch (offer.action) {
    case 'dismiss':
      return {
        title: `Dismiss the reports on this ${thing}?`,
        description: offer.help,
        confirmLabel: 'Dismiss',
      };
    case 'remove':
      return {
        title: `Remove this ${thing}?`,
        description: `${offer.help} This cannot be undone.`,
        confirmLabel: 'Remove',
      };
    case 'revoke_anonymous':
      return {
        title: `Revoke anonymous posting for the author of this ${thing}?`,
        description: `${offer.help} You are not told who wrote it.`,
        confirmLabel: 'Remove and revoke',
      };
    case 'suspend':
      return {
        title: `Suspend ${whose}?`,
        description: `${offer.help} It lasts until the account is restored.`,
        confirmLabel: 'Suspend',
      };
    case 'unsuspend':
      return { title: `Restore ${whose}?`, description: offer.help, confirmLabel: 'Unsuspend' };
  }
}

type ReportGroupActionsProps = {
  group: ReportGroup;
  onAct: (input: ModerateInput) => void;
  pending: boolean;
};

/** The actions that fit the target, each beside what it does; each asks first. */
export function ReportGroupActions({ group, onAct, pending }: ReportGroupActionsProps) {
  const [confirming, setConfirming] = useState<Offer | null>(null);
  const helpId = useId();
  const { target } = group;
  const confirmation = confirming ? confirmationFor(confirming, target) : null;

  return (
    <div className="grid grid-cols-1 items-center gap-x-4 gap-y-2 border-t border-border pt-3 sm:grid-cols-[auto_1fr]">
      {offersFor(target).map((offer) => (
        <div key={offer.action} className="contents">
          <Button
            variant="outline"
            size="sm"
            className={offer.destructive ? 'justify-self-start text-error' : 'justify-self-start'}
            aria-describedby={`${helpId}-${offer.action}`}
            // Dismissing works on what is gone too; the rest act on something that exists.
            disabled={offer.action !== 'dismiss' && !target.exists}
            onClick={() => setConfirming(offer)}
          >
            <offer.Icon aria-hidden="true" className="size-4" />
            {offer.label}
          </Button>
          <p
            id={`${helpId}-${offer.action}`}
            className="mb-1 text-xs text-muted-foreground sm:mb-0"
          >
            {offer.help}
          </p>
        </div>
      ))}
      {confirming && confirmation && (
        <ConfirmDialog
          open
          title={confirmation.title}
          description={confirmation.description}
          confirmLabel={confirmation.confirmLabel}
          destructive={confirming.destructive}
          isPending={pending}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          onConfirm={() => {
            setConfirming(null);
            onAct({ action: confirming.action, targetKind: target.kind, targetId: target._id });
          }}
        />
      )}
    </div>
  );
}
