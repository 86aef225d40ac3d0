import { pictureLimits, pictureMessages } from '@app/contract';
import { Camera } from 'lucide-react';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useObjectUrl } from '../hooks/use-object-url';
import { checkPictureFiles, pictureAccept, pictureMaxSizeLabel } from '../lib/picture-file';
import { usersTexts } from '../texts';

export type PictureChoice = {
  /** A new picture to upload. */
  file: File | null;
  /** The current picture is to go. */
  removed: boolean;
};

type PictureDropZoneProps = {
  name: string;
  currentUrl: string;
  value: PictureChoice;
  onChange: (value: PictureChoice) => void;
  error: string | undefined;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
};

/**
 * The profile picture: drop an image on the zone (react-dropzone), or click it (or focus it
 * and press Enter) to choose one. png and jpeg only, at most 5 MB and 40 megapixels, checked
 * here before the server checks them again.
 */
export function PictureDropZone({
  name,
  currentUrl,
  value,
  onChange,
  error,
  onError,
  disabled = false,
}: PictureDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const previewUrl = useObjectUrl(value.file);
  const shownUrl = value.file ? previewUrl : value.removed ? '' : currentUrl;
  const hasPicture = Boolean(value.file || (!value.removed && currentUrl));

  const take = (files: readonly File[]) => {
    const checked = checkPictureFiles(files);
    if (checked.error !== undefined) {
      onError(checked.error);
      return;
    }
    onError(undefined);
    onChange({ file: checked.file, removed: false });
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: false,
    disabled,
    // The label opens the picker and the input takes the keyboard, as before; the zone adds
    // the drop. checkPictureFiles judges every file, refused ones too, so a drop and a pick
    // get one rule and the seed's messages.
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, refused) => take([...accepted, ...refused.map(({ file }) => file)]),
  });

  return (
    <div className="flex flex-col gap-2">
      <div
        {...getRootProps({
          className: cn(
            'flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed p-4 transition-colors sm:flex-row sm:p-5',
            isDragActive ? 'border-primary bg-accent' : 'border-border',
            error && 'border-destructive',
          ),
        })}
      >
        <input
          {...getInputProps({
            // As the library's own open() does: choosing the same file again is still a change.
            onClick: (event) => {
              event.currentTarget.value = '';
            },
          })}
          id={inputId}
          accept={pictureAccept}
          aria-label="Profile photo"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          // Focusable and out of the flex row, where the library would hide it in flow.
          tabIndex={undefined}
          style={undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="group flex min-w-0 flex-1 cursor-pointer flex-col items-center gap-4 rounded-2xl p-1 text-center peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed sm:flex-row sm:text-left"
        >
          <span className="relative shrink-0">
            {value.file && previewUrl ? (
              <img
                src={previewUrl}
                alt=""
                className="size-24 rounded-full bg-muted object-cover"
                onLoad={(event) => {
                  const { naturalWidth, naturalHeight } = event.currentTarget;
                  if (naturalWidth * naturalHeight > pictureLimits.maxPixels) {
                    onError(pictureMessages.pictureTooManyPixels);
                    onChange({ file: null, removed: value.removed });
                  }
                }}
              />
            ) : (
              <Avatar src={shownUrl} name={name} size="xl" />
            )}
            <span className="absolute right-0 bottom-0 inline-flex size-8 items-center justify-center rounded-full border-2 border-card bg-primary text-primary-foreground">
              <Camera aria-hidden="true" className="size-4" />
            </span>
          </span>
          <span className="flex flex-col gap-1">
            <span className="font-semibold text-link group-hover:underline">
              {usersTexts.changePhoto}
            </span>
            <span id={hintId} className="text-sm text-muted-foreground">
              PNG or JPEG up to {pictureMaxSizeLabel}. Drop it here or click to choose.
            </span>
          </span>
        </label>
        {hasPicture && (
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => {
              onError(undefined);
              onChange({ file: null, removed: true });
            }}
          >
            Remove photo
          </Button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
