import { randomBytes } from 'node:crypto';
import { pictureLimits, pictureMessages } from '@app/contract';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';
import { checkImage } from '../../lib/images';
import type { MediaStorage } from '../../lib/media-storage';

/**
 * Checks an upload by its bytes, never its name or declared type, then re-encodes it into
 * the two served sizes. Re-encoding drops every byte of metadata (EXIF, GPS, XMP) and
 * anything hidden after the image; the pixel bound is read from the header before any
 * decoding, so a tiny file that would decode to gigabytes is refused at once.
 */
export async function storeProfilePicture(
  storage: MediaStorage,
  userId: string,
  bytes: Buffer,
): Promise<string> {
  await checkImage(bytes, {
    types: ['png', 'jpeg'],
    maxBytes: pictureLimits.maxBytes,
    maxPixels: pictureLimits.maxPixels,
    texts: {
      type: pictureMessages.pictureType,
      tooLarge: pictureMessages.pictureTooLarge,
      tooManyPixels: pictureMessages.pictureTooManyPixels,
      unreadable: pictureMessages.pictureUnreadable,
    },
  });
  const name = `${AVATARS}/${userId}/${randomBytes(12).toString('base64url')}`;
  try {
    for (const size of pictureLimits.sizes) {
      const out = await sharp(bytes, { limitInputPixels: pictureLimits.maxPixels, failOn: 'error' })
        .rotate() // apply the EXIF orientation before the EXIF goes
        .resize(size, size, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      await storage.put(`${name}-${size}.jpg`, out);
    }
  } catch {
    await removeProfilePicture(storage, storage.urlOf(`${name}-${pictureLimits.sizes[0]}.jpg`));
    throw new AppError(400, 'VALIDATION_ERROR', pictureMessages.pictureUnreadable);
  }
  return storage.urlOf(`${name}-${pictureLimits.sizes[0]}.jpg`);
}

const AVATARS = 'avatars';
const stemOf = (key: string) => key.replace(/-\d+\.jpg(\.[0-9a-f]+\.partial)?$/, '');

/**
 * Files no account points at: an upload cut off between its files and its row, an old
 * picture whose removal a crash interrupted, half-written `.partial` files. Run before the
 * server takes requests, so nothing of this process is in flight; pictures are written
 * only by the instance that owns MEDIA_DIR (README, Backups and media).
 */
export async function removeOrphanPictures(
  storage: MediaStorage,
  pictureUrls: string[],
): Promise<string[]> {
  const kept = new Set(
    pictureUrls.map((url) => storage.keyOf(url)).flatMap((key) => (key ? [stemOf(key)] : [])),
  );
  const orphans = (await storage.list(AVATARS)).filter(
    (key) => key.endsWith('.partial') || !kept.has(stemOf(key)),
  );
  await Promise.all(orphans.map((key) => storage.remove(key)));
  return orphans;
}

/** Removes every stored size of a picture given the URL of its main size. */
export async function removeProfilePicture(storage: MediaStorage, url: string): Promise<void> {
  const key = storage.keyOf(url);
  if (!key) return;
  const stem = key.replace(/-\d+\.jpg$/, '');
  await Promise.all(pictureLimits.sizes.map((size) => storage.remove(`${stem}-${size}.jpg`)));
}
