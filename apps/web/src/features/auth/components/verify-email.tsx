import { messages } from '@app/contract';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '../api/get-current-user';
import { useVerifyEmail } from '../api/verify-email';
import { useResendVerificationLink } from '../hooks/use-resend-verification-link';
import { AuthCard } from './auth-card';
import { InvalidLink } from './invalid-link';

function ResendButton() {
  const resend = useResendVerificationLink();
  return (
    <Button isLoading={resend.isPending} onClick={resend.send}>
      Send a new link
    </Button>
  );
}

/**
 * Opens the e-mailed verification link, signed in or not. The token is sent once: a
 * second send (React's strict mode mounts twice in development) would find it used.
 */
export function VerifyEmail({ token }: { token: string | null }) {
  const { data: user } = useCurrentUser();
  const verify = useVerifyEmail();
  const sentFor = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const next = user ? (
    <Link to={paths.home()} className={buttonVariants({ variant: 'primary' })}>
      Go to Home
    </Link>
  ) : (
    <Link to={paths.signIn()} className={buttonVariants({ variant: 'primary' })}>
      Log in
    </Link>
  );

  if (!token || verify.isError) {
    return (
      <AuthCard title="Verify your e-mail" subtitle="Verification links work for 48 hours, once.">
        <InvalidLink>
          {user && user.emailVerified === false ? (
            <ResendButton />
          ) : user ? (
            next
          ) : (
            <p className="text-sm text-muted-foreground">
              Log in to ask for a new link.{' '}
              <Link
                to={paths.signIn()}
                className="rounded-sm font-semibold text-link hover:underline"
              >
                Log in
              </Link>
            </p>
          )}
        </InvalidLink>
      </AuthCard>
    );
  }

  if (verify.isSuccess) {
    return (
      <AuthCard title="Verify your e-mail" subtitle="Thank you for confirming your address.">
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent">
            <CircleCheck aria-hidden="true" className="size-6 text-accent-foreground" />
          </span>
          <p className="font-semibold">{messages.emailVerified}</p>
          {next}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verify your e-mail" subtitle="This takes a moment.">
      <p role="status" className="flex items-center justify-center gap-2 text-sm">
        <Spinner className="size-4 text-primary" />
        {messages.verifyingEmail}
      </p>
    </AuthCard>
  );
}
