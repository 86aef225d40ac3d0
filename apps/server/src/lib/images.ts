import sharp from 'sharp';
import { AppError } from './errors';

export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

/** What an upload is, told by its first bytes: never by its name or declared type. */
export function imageTypeOf(b: Buffer): ImageType | undefined {
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  const gif = b.toString('latin1', 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  return undefined;
}

type ImageRules = {
  types: readonly ImageType[];
  maxBytes: number;
  maxPixels: number;
  texts: { type: string; tooLarge: string; tooManyPixels: string; unreadable: string };
};

/**
 * Checks an upload's type by its bytes, its size, and its pixel count read from the header
 * before any decoding, so that a tiny file that would decode to gigabytes is refused at once.
 */
export async function checkImage(bytes: Buffer, rules: ImageRules): Promise<ImageType> {
  const type = imageTypeOf(bytes);
  if (!type || !rules.types.includes(type))
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', rules.texts.type);
  if (bytes.length > rules.maxBytes)
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', rules.texts.tooLarge);
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new AppError(400, 'VALIDATION_ERROR', rules.texts.unreadable);
  }
  if (!width || !height) throw new AppError(400, 'VALIDATION_ERROR', rules.texts.unreadable);
  if (width * height > rules.maxPixels)
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', rules.texts.tooManyPixels);
  return type;
}
