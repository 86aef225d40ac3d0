import { linkTokenMax, linkTokenMin, messages, type ResetPasswordFormInput } from '@app/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';
import { failureToast } from '@/lib/failure-toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useResetPassword } from '../api/reset-password';
import { useSignOut } from '../hooks/use-sign-out';
import { AuthCard } from './auth-card';
import { InvalidLink } from './invalid-link';

// zod and the schema load with the first check, as on the sign-in form (lib/lazy-zod-resolver).
const validation = lazyZodResolver<ResetPasswordFormInput>(() =>
  import('@app/contract/account').then((contract) => contract.resetPasswordFormSchema),
);
const fields = ['password'] as const;

const isTokenRejected = (error: unknown) =>
  isApiError(error) && error.errors.some((item) => item.path === 'token');

/** Token lengths the contract accepts; anything else cannot be a link we sent. */
const looksLikeToken = (token: string | null): token is string =>
  typeof token === 'string' && token.length >= linkTokenMin && token.length <= linkTokenMax;

function AskForNewLink() {
  return (
    <Link to={paths.forgotPassword()} className={buttonVariants({ variant: 'primary' })}>
      {messages.resetLinkRequestAgain}
    </Link>
  );
}

/** Chooses a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { signOut } = useSignOut();
  const reset = useResetPassword();
  const [linkRejected, setLinkRejected] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordFormInput>({
    resolver: validation.resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!looksLikeToken(token) || linkRejected) {
    return (
      <AuthCard
        title="Reset your password"
        subtitle="Reset links work for one hour, and only once."
      >
        <InvalidLink>
          <AskForNewLink />
        </InvalidLink>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: async () => {
          toast({ title: messages.passwordReset });
          // The reset ended every session of that account. Someone signed in here (the
          // same account, or another one) is signed out, so /sign-in takes the new password.
          if (authStorage.getToken()) await signOut();
          else await navigate(paths.signIn(), { replace: true });
        },
        onError: (error) => {
          if (isTokenRejected(error)) {
            setLinkRejected(true);
            return;
          }
          if (applyServerFieldErrors(error, setError, fields)) return;
          toast(failureToast(error));
        },
      },
    ),
  );

  return (
    <AuthCard title="Choose a new password" subtitle="At least 8 characters, and not a common one.">
      <form
        noValidate
        onFocus={validation.preload}
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
      >
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        <Link to={paths.signIn()} className="rounded-sm font-semibold text-link hover:underline">
          Back to log in
        </Link>
      </p>
    </AuthCard>
  );
}
