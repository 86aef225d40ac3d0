import type { ReportTargetKind } from '@app/contract';
import { Ellipsis } from 'lucide-react';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import type { MuteTarget } from '../api/mute-user';
import { useReportAndMute } from '../hooks/use-report-and-mute';

type ContentMenuProps = {
  kind: Extract<ReportTargetKind, 'post' | 'comment'>;
  id: string;
  /** The named author, who can be muted; null for anonymous content. */
  author: MuteTarget | null;
  /** The trigger's accessible name, e.g. 'More actions for this post'. */
  label: string;
  size?: 'icon' | 'sm';
  className?: string;
};

/** '…' on someone else's post or comment: Mute its named author, Report it. */
export function ContentMenu({
  kind,
  id,
  author,
  label,
  size = 'icon',
  className,
}: ContentMenuProps) {
  const { items, dialogs } = useReportAndMute({ kind, id, mutable: author });
  return (
    <>
      <DropdownMenu
        label={label}
        variant="ghost"
        size={size}
        className={className}
        trigger={<Ellipsis aria-hidden="true" className={size === 'sm' ? 'size-4' : 'size-5'} />}
        items={items}
      />
      {dialogs}
    </>
  );
}
