import { limits, type MuteWordInput, messages } from '@app/contract';
import { X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { Tooltip } from '@/components/ui/tooltip';
import { useToast } from '@/components/ui/use-toast';
import { failureToast } from '@/lib/failure-toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useMutedWords } from '../api/get-muted-words';
import { useMuteWord } from '../api/mute-word';
import { useUnmuteWord } from '../api/unmute-word';
import { SettingsSection } from './settings-section';

// zod and the schema load with the first check, as on the sign-in form (lib/lazy-zod-resolver).
const validation = lazyZodResolver<MuteWordInput>(() =>
  import('@app/contract/users').then((contract) => contract.muteWordSchema),
);
const fields = ['word'] as const;

function MutedWord({ word }: { word: string }) {
  const { toast } = useToast();
  const unmute = useUnmuteWord();
  return (
    <li className="flex max-w-full items-center gap-1 rounded-full bg-muted py-1 pr-1 pl-3 text-sm">
      <span className="truncate">{word}</span>
      <Tooltip label="Unmute">
        <button
          type="button"
          aria-label={`Unmute ${word}`}
          disabled={unmute.isPending}
          onClick={() =>
            unmute.mutate({ word }, { onError: (error) => toast(failureToast(error)) })
          }
          className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-background hover:text-foreground disabled:opacity-60"
        >
          {unmute.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <X aria-hidden="true" className="size-4" />
          )}
        </button>
      </Tooltip>
    </li>
  );
}

/** Posts and comments containing a muted word leave every feed, search and thread. */
export function MutedWordsSection() {
  const { toast } = useToast();
  const words = useMutedWords();
  const mute = useMuteWord();
  const list = words.data?.words ?? [];
  const full = list.length >= limits.mutedWordsMax;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<MuteWordInput>({
    resolver: validation.resolver,
    defaultValues: { word: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mute.mutate(values, {
      onSuccess: () => reset({ word: '' }),
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, fields)) toast(failureToast(error));
      },
    }),
  );

  return (
    <SettingsSection
      title={messages.mutedWords}
      description="Posts and comments that contain a muted word or phrase are hidden from your feeds, search and threads. Case does not matter."
    >
      <form
        noValidate
        onFocus={validation.preload}
        onSubmit={onSubmit}
        className="flex items-start gap-2"
      >
        <div className="min-w-0 flex-1">
          <TextField
            label="Word or phrase"
            autoComplete="off"
            maxLength={limits.mutedWordMax}
            disabled={full}
            error={errors.word?.message ?? (full ? messages.tooManyMutedWords : undefined)}
            {...register('word')}
          />
        </div>
        <Button
          type="submit"
          className="mt-[1.625rem] h-11"
          isLoading={mute.isPending}
          disabled={full}
        >
          Mute
        </Button>
      </form>
      {words.isPending ? (
        <div role="status" className="flex py-2">
          <Spinner className="size-5 text-primary" />
          <span className="sr-only">Loading muted words</span>
        </div>
      ) : words.isError ? (
        <p className="text-sm text-error">Could not load your muted words.</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have not muted any words.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {list.length} of {limits.mutedWordsMax} muted
          </p>
          <ul aria-label={messages.mutedWords} className="flex flex-wrap gap-2">
            {list.map((word) => (
              <MutedWord key={word} word={word} />
            ))}
          </ul>
        </>
      )}
    </SettingsSection>
  );
}
