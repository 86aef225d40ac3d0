import { type ChangePasswordFormInput, changePasswordFormSchema, messages } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/use-toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { failureToast } from '../lib/failure-toast';
import { SettingsSection } from './settings-section';

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
    resolver: zodResolver(changePasswordFormSchema),
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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
