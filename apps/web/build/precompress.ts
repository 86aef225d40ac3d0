import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats that compress well; images and fonts are compressed already. */
const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
]);

/** Below this a compressed copy saves less than its headers cost. */
export const minBytes = 1024;

const isHidden = (name: string) => name.startsWith('.');

/** The compressible files under dir, leaving out dot-folders such as .vite (the manifest). */
async function candidates(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !relative(dir, path).split(sep).some(isHidden));
}

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip level 9) beside
 * every compressible file under dir, so the server sends them by content negotiation
 * without compressing anything per request. The work runs on libuv's threads, in parallel.
 * A copy that would not be smaller than its original is not written.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const written: string[] = [];
  await Promise.all(
    (await candidates(dir)).map(async (path) => {
      const original = await readFile(path);
      if (original.length < minBytes) return;
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [suffix, copy] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (copy.length >= original.length) continue;
        await writeFile(path + suffix, copy);
        written.push(path + suffix);
      }
    }),
  );
  return written.sort();
}

/** Vite plugin: compresses the finished build, public files included. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      await precompressDirectory(outDir);
    },
  };
}
