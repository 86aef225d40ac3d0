import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { minBytes, precompressDirectory } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A dist folder with the given files (name to contents). */
function dist(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  for (const [name, contents] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), contents);
  }
  return dir;
}

const text = (label: string) => `/* ${label} */ ${'const answer = 42; '.repeat(200)}`;

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies that decompress to the original', async () => {
    const files = {
      'index.html': `<!doctype html>${'<p>hello</p>'.repeat(200)}`,
      'assets/app-abc123.js': text('app'),
      'assets/style-abc123.css': `.a{color:red}${'.b{margin:0}'.repeat(200)}`,
      'assets/hero-abc123.svg': `<svg>${'<path d="M0 0L1 1"/>'.repeat(100)}</svg>`,
      'site.webmanifest': JSON.stringify({ name: 'x'.repeat(2000) }),
    };
    const dir = dist(files);
    const written = await precompressDirectory(dir);
    expect(written).toHaveLength(Object.keys(files).length * 2);
    for (const [name, contents] of Object.entries(files)) {
      const original = readFileSync(join(dir, name));
      expect(original.toString()).toBe(contents);
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br)).toEqual(original);
      expect(gunzipSync(gz)).toEqual(original);
    }
  });

  it('skips images, fonts, tiny files and the build manifest', async () => {
    const dir = dist({
      'assets/photo-abc123.png': Buffer.alloc(5000, 7),
      'assets/font-abc123.woff2': Buffer.alloc(5000, 7),
      'assets/tiny-abc123.js': 'export const a = 1;',
      'assets/small-abc123.css': 'a'.repeat(minBytes - 1),
      '.vite/manifest.json': JSON.stringify({ big: 'x'.repeat(5000) }),
    });
    expect(await precompressDirectory(dir)).toEqual([]);
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
      'font-abc123.woff2',
      'photo-abc123.png',
      'small-abc123.css',
      'tiny-abc123.js',
    ]);
  });
});
