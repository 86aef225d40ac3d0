import { type LoginInput, messages } from '@app/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useLogin } from '../api/login';
import { AuthCard } from './auth-card';

const validation = lazyZodResolver<LoginInput>(() =>
  import('@app/contract/users').then((contract) => contract.loginSchema),
);
const fields = ['email', 'password'] as const;

export function SignInForm() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        void navigate(paths.home());
        toast({ title: messages.toastLoginSuccess });
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, fields);
        toast({
          variant: 'destructive',
          title: messages.toastLoginFailed,
          // Too many attempts is worth saying; other reasons stay as vague as the seed wants.
          description: isApiError(error) && error.status === 429 ? error.message : undefined,
        });
      },
    }),
  );

  return (
    <AuthCard title="Log in to your account" subtitle="Welcome back! Please enter your details.">
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={validation.preload}
        className="flex flex-col gap-5"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to={paths.forgotPassword()}
          className="-mt-2 self-end rounded-sm text-sm font-semibold text-link hover:underline"
        >
          Forgot password?
        </Link>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
          {login.isPending ? 'Loading...' : 'Log in'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        <Link to={paths.signUp()} className="rounded-sm font-semibold text-link hover:underline">
          Don't have an account? Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
