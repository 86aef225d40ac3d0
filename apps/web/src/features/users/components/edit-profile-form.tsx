import { bioField, limits, nameField, phoneField, type User } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';
import { usersTexts } from '../texts';
import { type PictureChoice, PictureDropZone } from './picture-drop-zone';

/** Phone is optional here: empty clears it, anything else must be a phone (contract rules). */
const optionalPhone = z
  .string()
  .superRefine((value, context) => {
    if (value.trim() === '') return;
    const issue = phoneField.safeParse(value).error?.issues[0];
    if (issue) context.addIssue({ code: 'custom', message: issue.message });
  })
  .transform((value) => value.trim());

const editProfileSchema = z.object({
  name: nameField,
  phone: optionalPhone,
  bio: bioField,
  isPrivate: z.boolean(),
  showContact: z.boolean(),
});
type EditProfileInput = z.input<typeof editProfileSchema>;
type EditProfileValues = z.output<typeof editProfileSchema>;

const fields = ['name', 'phone', 'bio', 'isPrivate', 'showContact'] as const;
/** Where the server may name the picture in its field errors. */
const pictureFields = new Set(['file', 'profile_pic']);

/** The seed's Edit Profile form; `user` is the signed-in owner. */
export function EditProfileForm({ user }: { user: User | null | undefined }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const update = useUpdateProfile();
  const [picture, setPicture] = useState<PictureChoice>({ file: null, removed: false });
  const [pictureError, setPictureError] = useState<string | undefined>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<EditProfileInput, unknown, EditProfileValues>({
    resolver: zodResolver(editProfileSchema),
    defaultValues: {
      name: user?.name ?? '',
      phone: user?.phone ?? '',
      bio: user?.bio ?? '',
      isPrivate: user?.isPrivate ?? false,
      showContact: user?.showContact ?? false,
    },
  });
  const bioLength = watch('bio')?.length ?? 0;

  const goBack = () => {
    // Opened directly (no page of ours to go back to): the profile instead.
    if (location.key === 'default' && user) void navigate(paths.profile(user._id));
    else void navigate(-1);
  };

  const failed = () =>
    toast({
      variant: 'destructive',
      title: usersTexts.updateFailed,
      description: usersTexts.updateFailedDescription,
    });

  const onSubmit = handleSubmit((values) => {
    if (!user?._id) {
      toast({
        variant: 'destructive',
        title: usersTexts.noUserTitle,
        description: usersTexts.noUserDescription,
      });
      return;
    }
    if (pictureError) return;
    update.mutate(
      {
        userId: user._id,
        ...values,
        file: picture.file ?? undefined,
        removePicture: picture.removed,
      },
      {
        onSuccess: (saved) => {
          toast({ title: usersTexts.profileUpdated });
          void navigate(paths.profile(saved._id));
        },
        onError: (error) => {
          if (!isApiError(error)) return failed();
          // 413 and 415 are about the picture: said under it, as the server words it.
          const aboutPicture = error.errors.find((item) => pictureFields.has(item.path));
          if (error.status === 413 || error.status === 415 || aboutPicture) {
            setPictureError(aboutPicture?.message ?? error.message);
            return;
          }
          if (applyServerFieldErrors(error, setError, fields)) return;
          failed();
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <PictureDropZone
        name={user?.name ?? ''}
        currentUrl={user?.profile_pic ?? ''}
        value={picture}
        onChange={setPicture}
        error={pictureError}
        onError={setPictureError}
        disabled={update.isPending}
      />
      <TextField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField label="Username" value={user?.username ?? ''} disabled readOnly />
      <TextField label="Email" type="email" value={user?.email ?? ''} disabled readOnly />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="Optional"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextareaField
        label="Bio"
        placeholder="Tell us about yourself"
        rows={4}
        counter={{ length: bioLength, max: limits.bioMax }}
        error={errors.bio?.message}
        {...register('bio')}
      />

      <fieldset className="flex flex-col gap-4 rounded-2xl border border-border p-4">
        <legend className="px-1 text-sm font-semibold">Privacy</legend>
        <Controller
          control={control}
          name="isPrivate"
          render={({ field }) => (
            <Switch
              label="Private Account"
              description="Only people you accept can follow you and see your posts. Turning this off accepts every pending request."
              checked={field.value}
              onCheckedChange={field.onChange}
              disabled={update.isPending}
            />
          )}
        />
        <Controller
          control={control}
          name="showContact"
          render={({ field }) => (
            <Switch
              label="Show e-mail and phone on my profile"
              description="Off by default: only you see them."
              checked={field.value}
              onCheckedChange={field.onChange}
              disabled={update.isPending}
            />
          )}
        />
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={goBack}>
          Cancel
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          Update Profile
        </Button>
      </div>
    </form>
  );
}
