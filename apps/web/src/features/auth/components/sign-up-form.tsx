import { messages, type SignUpInput } from '@app/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from './auth-card';

const validation = lazyZodResolver<SignUpInput>(() =>
  import('@app/contract/users').then((contract) => contract.signUpSchema),
);
const fields = ['name', 'username', 'email', 'phone', 'password'] as const;
const emptyForm: SignUpInput = { name: '', username: '', email: '', phone: '', password: '' };

export function SignUpForm() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SignUpInput>({ resolver: validation.resolver, defaultValues: emptyForm });

  const onSubmit = handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: () => {
        reset(emptyForm);
        void navigate(paths.signIn());
        toast({ title: messages.toastSignUpSuccess });
      },
      onError: (error) => {
        // Field errors (400 validation, 409 e-mail or username taken) go under their fields.
        if (applyServerFieldErrors(error, setError, fields)) return;
        toast({
          variant: 'destructive',
          title: isApiError(error) ? messages.toastSignUpFailed : messages.toastSignUpError,
          description: isApiError(error) && error.status === 429 ? error.message : undefined,
        });
      },
    }),
  );

  return (
    <AuthCard title="Create a new account" subtitle="To use the app, please enter your details.">
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={validation.preload}
        className="flex flex-col gap-4"
      >
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" isLoading={signUp.isPending}>
          Sign Up
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={paths.signIn()} className="rounded-sm font-semibold text-link hover:underline">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
