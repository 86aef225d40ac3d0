import type { UpdateProfileInput, User } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { invalidateAllButUsers } from './user-cache';

export type ProfileUpdate = {
  userId: string;
  name: string;
  bio: string;
  /** '' clears it. */
  phone: string;
  isPrivate: boolean;
  showContact: boolean;
  /** A new picture (png or jpeg); sent as multipart. */
  file?: File | undefined;
  /** Drops the current picture when no new one is given. */
  removePicture?: boolean | undefined;
};

/** The seed's "update returns nothing" case: a success answer without a user. */
export class EmptyProfileUpdateError extends Error {
  override readonly name = 'EmptyProfileUpdateError';
}

/**
 * Saves my profile: multipart/form-data when a picture goes with it (the flags then travel
 * as 'true'/'false' text), JSON otherwise. Username and e-mail never change (rule 7).
 */
export const updateProfile = async ({
  file,
  removePicture,
  ...fields
}: ProfileUpdate): Promise<User> => {
  let body: FormData | UpdateProfileInput;
  if (file) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    form.append('file', file, file.name);
    body = form;
  } else {
    body = { ...fields, ...(removePicture ? { profile_pic: '' } : {}) };
  }
  const data = await apiClient.put<{ user?: User } | undefined>('/user/update', body);
  if (!data?.user) throw new EmptyProfileUpdateError('The update returned no user');
  return data.user;
};

export const updateProfileMutationOptions = () =>
  mutationOptions({ mutationKey: [...userKeys.all, 'update'], mutationFn: updateProfile });

/**
 * Merges the saved user into the session's current user (the sidebar and top bar read it)
 * and into the profile; posts and comments that carry my name and picture are refreshed.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutationOptions(),
    onSuccess: (user) => {
      queryClient.setQueryData<User | null>(userKeys.me(), (current) =>
        current ? { ...current, ...user } : current,
      );
      queryClient.setQueryData<User>(userKeys.detail(user._id), (current) =>
        current ? { ...current, ...user } : user,
      );
      // Making the account public accepts every pending request.
      void queryClient.invalidateQueries({ queryKey: userKeys.followRequests() });
      void invalidateAllButUsers(queryClient);
    },
  });
}
