import {
  limits,
  messages,
  type ReportReason,
  type ReportTargetKind,
  reportReasonLabels,
  reportReasons,
} from '@app/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { useToast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useCreateReport } from '../api/create-report';

const reasonHints: Record<ReportReason, string> = {
  spam: 'Ads, scams, or the same thing over and over',
  harassment: 'Targets or bullies someone',
  hate: 'Attacks people for who they are',
  'self-harm': 'Someone may be at risk of hurting themselves',
  other: 'Something else that breaks the rules',
};

const titles: Record<ReportTargetKind, string> = {
  post: 'Report this post',
  comment: 'Report this comment',
  user: 'Report this account',
};

type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetKind: ReportTargetKind;
  targetId: string;
};

/** Why something is reported, and an optional note for the moderators. */
export function ReportDialog({ open, onOpenChange, ...target }: ReportDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={titles[target.targetKind]}
      description="Moderators will see your reason and note. The author is not told who reported them."
    >
      <ReportForm {...target} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ReportForm({
  targetKind,
  targetId,
  onDone,
}: Pick<ReportDialogProps, 'targetKind' | 'targetId'> & { onDone: () => void }) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Shown in the dialog: while it is open, the rest of the page (toasts too) is inert.
  const [failure, setFailure] = useState<string | undefined>();
  const report = useCreateReport();
  const { toast } = useToast();
  const tooLong = note.trim().length > limits.reportNoteMax;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError('Choose a reason');
      return;
    }
    if (tooLong) return;
    setFailure(undefined);
    report.mutate(
      { targetKind, targetId, reason, note: note.trim() },
      {
        onSuccess: () => {
          toast({ title: messages.reported });
          onDone();
        },
        onError: (cause) =>
          setFailure(
            `${messages.reportFailed}. ${
              isApiError(cause) ? cause.message : 'Check your connection and try again.'
            }`,
          ),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset
        className="flex flex-col gap-1.5"
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-foreground">Reason</legend>
        {reportReasons.map((value, index) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-input px-3.5 py-2.5 transition-colors hover:bg-muted has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setError(undefined);
              }}
              aria-labelledby={`${id}-${value}-label`}
              aria-describedby={`${id}-${value}-hint`}
              {...(index === 0 ? { 'data-autofocus': true } : {})}
              className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <span className="flex min-w-0 flex-col">
              <span id={`${id}-${value}-label`} className="text-sm font-semibold text-foreground">
                {reportReasonLabels[value]}
              </span>
              <span id={`${id}-${value}-hint`} className="text-sm text-muted-foreground">
                {reasonHints[value]}
              </span>
            </span>
          </label>
        ))}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
      </fieldset>
      <TextareaField
        label="Note (optional)"
        description="Anything that helps a moderator understand."
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        counter={{ length: note.trim().length, max: limits.reportNoteMax }}
        error={tooLong ? messages.reportNoteTooLong : undefined}
      />
      {failure && (
        <p role="alert" className="text-sm text-error">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={report.isPending}>
          Submit report
        </Button>
      </div>
    </form>
  );
}
