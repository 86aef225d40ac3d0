import { randomBytes } from 'node:crypto';
import { mediaLimits, mediaMessages } from '@app/contract';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';
import { checkImage } from '../../lib/images';
import type { MediaStorage } from '../../lib/media-storage';

export const IMAGES = 'images';

export type StoredImage = { fileKey: string; thumbKey: string; width: number; height: number };

/**
 * Checks an upload by its bytes and re-encodes it into the two served sizes. The names are
 * 128 random bits: never the uploader, never an id (ours are UUIDv7, which carry the time of
 * their making). Re-encoding keeps pixels only: EXIF, GPS, XMP, ICC notes and anything hidden
 * after the image are left behind. An animated GIF keeps its first frame.
 */
export async function storeImage(storage: MediaStorage, bytes: Buffer): Promise<StoredImage> {
  await checkImage(bytes, {
    types: ['png', 'jpeg', 'webp', 'gif'],
    maxBytes: mediaLimits.maxBytes,
    maxPixels: mediaLimits.maxPixels,
    texts: {
      type: mediaMessages.mediaType,
      tooLarge: mediaMessages.mediaTooLarge,
      tooManyPixels: mediaMessages.mediaTooManyPixels,
      unreadable: mediaMessages.mediaUnreadable,
    },
  });
  const stem = `${IMAGES}/${randomBytes(16).toString('base64url')}`;
  const keys = { fileKey: `${stem}-full.webp`, thumbKey: `${stem}-thumb.webp` };
  try {
    const full = await encode(bytes, mediaLimits.fullSide);
    const thumb = await encode(bytes, mediaLimits.thumbSide);
    await storage.put(keys.fileKey, full.data);
    await storage.put(keys.thumbKey, thumb.data);
    return { ...keys, width: full.info.width, height: full.info.height };
  } catch {
    await removeImageFiles(storage, [keys]);
    throw new AppError(400, 'VALIDATION_ERROR', mediaMessages.mediaUnreadable);
  }
}

function encode(bytes: Buffer, side: number) {
  return sharp(bytes, { limitInputPixels: mediaLimits.maxPixels, failOn: 'error' })
    .rotate() // apply the EXIF orientation before the EXIF goes
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
}

export async function removeImageFiles(
  storage: MediaStorage,
  images: readonly { fileKey: string; thumbKey: string }[],
): Promise<void> {
  await Promise.all(
    images.flatMap((image) => [storage.remove(image.fileKey), storage.remove(image.thumbKey)]),
  );
}

/**
 * Image files no row points at: an upload cut off between its files and its row, files whose
 * removal a crash interrupted after their row went, half-written `.partial` files. Run before
 * the server takes requests, like the profile pictures' sweep.
 */
export async function removeOrphanImages(
  storage: MediaStorage,
  keptKeys: ReadonlySet<string>,
): Promise<string[]> {
  const orphans = (await storage.list(IMAGES)).filter((key) => !keptKeys.has(key));
  await Promise.all(orphans.map((key) => storage.remove(key)));
  return orphans;
}
