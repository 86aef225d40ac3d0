import { type ChangePasswordFormInput, messages } from '@app/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/use-toast';
import { failureToast } from '@/lib/failure-toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

// zod and the schema load with the first check, as on the sign-in form (lib/lazy-zod-resolver).
const validation = lazyZodResolver<ChangePasswordFormInput>(() =>
  import('@app/contract/account').then((contract) => contract.changePasswordFormSchema),
);
const fields = ['currentPassword', 'newPassword'] as const;
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordSection() {
  const { toast } = useToast();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordFormInput>({
    resolver: validation.resolver,
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(empty);
          toast({ title: messages.passwordChanged });
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, setError, fields)) toast(failureToast(error));
        },
      },
    ),
  );

  return (
    <SettingsSection
      title="Change password"
      description="Every other device signed in to your account is signed out when you change it."
    >
      <form
        noValidate
        onFocus={validation.preload}
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <div>
          <Button type="submit" isLoading={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
