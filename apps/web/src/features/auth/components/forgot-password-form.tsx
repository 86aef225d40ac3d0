import { type ForgotPasswordInput, messages } from '@app/contract';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { failureToast } from '@/lib/failure-toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from './auth-card';

// zod and the schema load with the first check, as on the sign-in form (lib/lazy-zod-resolver).
const validation = lazyZodResolver<ForgotPasswordInput>(() =>
  import('@app/contract/account').then((contract) => contract.forgotPasswordSchema),
);
const fields = ['email'] as const;

function BackToSignIn() {
  return (
    <p className="text-center text-sm text-muted-foreground">
      <Link to={paths.signIn()} className="rounded-sm font-semibold text-link hover:underline">
        Back to log in
      </Link>
    </p>
  );
}

/**
 * Asks for a reset link. Whatever the address, the answer reads the same, so the form
 * never tells anyone whether an e-mail has an account.
 */
export function ForgotPasswordForm() {
  const { toast } = useToast();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: validation.resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, fields)) return;
        toast(failureToast(error));
      },
    }),
  );

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your e-mail" subtitle="The link works for one hour, and only once.">
        <div
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-border bg-muted p-4 text-sm"
        >
          <MailCheck aria-hidden="true" className="size-5 shrink-0 text-link" />
          <p>{messages.resetRequested}</p>
        </div>
        <BackToSignIn />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail you signed up with and we will send you a link to choose a new one."
    >
      <form
        noValidate
        onFocus={validation.preload}
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}
