import { messages, pictureLimits } from '@app/contract';
import { acceptedPictureExtensions, acceptedPictureTypes, pictureTexts } from '../texts';

const hasAcceptedType = (file: File): boolean => {
  if ((acceptedPictureTypes as readonly string[]).includes(file.type)) return true;
  // Some systems give no type; the extension decides then. The server checks the bytes.
  const name = file.name.toLowerCase();
  return file.type === '' && acceptedPictureExtensions.some((ext) => name.endsWith(ext));
};

/**
 * Checks what was dropped or chosen, with the seed's default picker messages. Returns the
 * one picture, or the reason it was refused.
 */
export function checkPictureFiles(
  files: readonly File[],
): { file: File; error?: undefined } | { file?: undefined; error: string } {
  if (files.length > 1) return { error: messages.tooManyFiles };
  const file = files[0];
  if (!file) return { error: pictureTexts.wrongType };
  if (!hasAcceptedType(file)) return { error: pictureTexts.wrongType };
  if (file.size > pictureLimits.maxBytes) return { error: pictureTexts.tooLarge };
  return { file };
}

/** The picker's accept attribute: the types, and the extensions for systems without types. */
export const pictureAccept = [...acceptedPictureTypes, ...acceptedPictureExtensions].join(',');

/** '5 MB', from the contract's limit. */
export const pictureMaxSizeLabel = `${pictureLimits.maxBytes / (1024 * 1024)} MB`;
