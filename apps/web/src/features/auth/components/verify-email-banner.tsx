import { messages, type User } from '@app/contract';
import { MailWarning, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { verifyEmailBannerSnoozeMs } from '@/config';
import { useResendVerificationLink } from '../hooks/use-resend-verification-link';
import { useSnooze } from '../hooks/use-snooze';

/**
 * Asks a signed-in person to confirm their address. It goes away once the current user
 * reads `emailVerified: true` (the verify page refreshes that query), and for a day on this
 * device when dismissed: a reminder, not a wall.
 */
export function VerifyEmailBanner({ user }: { user: User | null | undefined }) {
  const resend = useResendVerificationLink();
  const { snoozed, snooze } = useSnooze(
    `verifyEmailBannerDismissedAt:${user?._id ?? ''}`,
    verifyEmailBannerSnoozeMs,
  );
  if (user?.emailVerified !== false || snoozed) return null;

  return (
    <section
      aria-label="E-mail verification"
      className="relative mb-6 flex flex-col gap-3 rounded-2xl border border-accent-foreground/25 bg-accent p-4 pr-12 text-sm text-foreground sm:flex-row sm:items-center"
    >
      <MailWarning
        aria-hidden="true"
        className="hidden size-5 shrink-0 text-accent-foreground sm:block"
      />
      <p className="min-w-0 flex-1">
        {messages.verifyEmailPrompt}
        {user.email ? (
          <>
            {' '}
            It went to <span className="font-semibold break-all">{user.email}</span>.
          </>
        ) : null}
      </p>
      <Button
        size="sm"
        variant="outline"
        className="self-start bg-background sm:self-auto"
        isLoading={resend.isPending}
        onClick={resend.send}
      >
        Resend link
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label="Dismiss"
        className="absolute top-2 right-2 size-8 text-muted-foreground hover:bg-background/60 sm:top-1/2 sm:-translate-y-1/2"
        onClick={snooze}
      >
        <X aria-hidden="true" className="size-4" />
      </Button>
    </section>
  );
}
