import { messages, type User } from '@app/contract';
import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useResendVerificationLink } from '../hooks/use-resend-verification-link';

/**
 * Asks a signed-in person to confirm their address. It goes away once the current user
 * reads `emailVerified: true` (the verify page refreshes that query).
 */
export function VerifyEmailBanner({ user }: { user: User | null | undefined }) {
  const resend = useResendVerificationLink();
  if (user?.emailVerified !== false) return null;

  return (
    <section
      aria-label="E-mail verification"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-accent-foreground/25 bg-accent p-4 text-sm text-foreground sm:flex-row sm:items-center"
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
    </section>
  );
}
