import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Where uploaded media live. Local disk now; an object store can stand behind the same
 * three calls later. Keys are server-made paths like `avatars/<user>/<random>-400.jpg`.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  /** The public URL a key is served at. */
  urlOf(key: string): string;
  /** The key behind one of our URLs, or undefined for anything else. */
  keyOf(url: string): string | undefined;
  /** Every key under a folder, half-written files included (they end in `.partial`). */
  list(folder: string): Promise<string[]>;
}

export const MEDIA_URL_PREFIX = '/media/';
/** The URL a key is served at (the same for every storage behind MEDIA_URL_PREFIX). */
export const mediaUrlOf = (key: string): string => `${MEDIA_URL_PREFIX}${key}`;

export function localDiskStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    // Keys are made here, but a path that escapes the folder must never be written.
    if (!path.startsWith(base + sep)) throw new Error(`media key outside the media folder: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under a served name.
      const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(folder) {
      const entries = await readdir(pathOf(folder), { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'));
    },
    urlOf: mediaUrlOf,
    keyOf: (url) =>
      url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : undefined,
  };
}
