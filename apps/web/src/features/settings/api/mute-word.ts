import type { MuteWordInput } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';
import { refreshMutedContent } from '@/lib/refresh-muted-content';
import type { MutedWords } from './get-muted-words';

/** Mutes a word; the answer is the whole new list. */
export const muteWord = (input: MuteWordInput) =>
  apiClient.post<MutedWords>('/user/muted-words', input);

export const muteWordMutationOptions = () =>
  mutationOptions({ mutationKey: [...accountKeys.mutedWords(), 'add'], mutationFn: muteWord });

export function useMuteWord() {
  const queryClient = useQueryClient();
  return useMutation({
    ...muteWordMutationOptions(),
    onSuccess: (data) => {
      queryClient.setQueryData(accountKeys.mutedWords(), data);
      return refreshMutedContent(queryClient);
    },
  });
}
