import { messages } from '@app/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField, useCurrentPassword } from '@/components/ui/current-password-field';
import { Dialog } from '@/components/ui/dialog';
import { failureReason } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Deleting the account: the password confirms it in a dialog. The caller then ends the
 * session as sign-out does (`onDeleted`).
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const password = useCurrentPassword();
  const deleteAccount = useDeleteAccount();

  const close = (next: boolean) => {
    if (next || deleteAccount.isPending) return;
    setOpen(false);
    password.clear();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = password.take();
    if (typed === undefined) return;
    deleteAccount.mutate(
      { password: typed },
      {
        onSuccess: onDeleted,
        onError: (failure) => {
          if (!password.showServerError(failure)) password.showError(failureReason(failure));
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-3xl border border-destructive/40 p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold tracking-tight">
        Delete account
      </h2>
      <p className="text-sm text-muted-foreground">
        Your profile, posts, comments, reactions and follows are removed for good. This cannot be
        undone.
      </p>
      <div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={close}
        role="alertdialog"
        title="Delete your account?"
        description={
          // Rule 14: anonymous pieces outlive the profile for a while, so it says so.
          <div className="flex flex-col gap-2">
            <p>{messages.deleteAccountAnonymousNotice}</p>
            <p>Enter your password to confirm.</p>
          </div>
        }
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <CurrentPasswordField {...password.field} autoFocus />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={() => close(false)}
              disabled={deleteAccount.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" variant="destructive" isLoading={deleteAccount.isPending}>
              Delete account
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
