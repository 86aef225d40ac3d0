// The callback given to page.evaluate runs in the page: it needs the DOM's types.
/// <reference lib="dom" />
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A copy of a web build whose index.html is Home as the app rendered it for a signed-in
 * visitor, without its scripts: what a server-rendered first screen would send. Measuring its
 * cold loads (bench:web --static-snapshot) gives the floor such a design could reach on this
 * machine, before deciding to build one. For measuring only: the copy holds the demo
 * account's Home, and is removed by `remove`.
 */
export async function staticSnapshotOfHome(
  browser: Browser,
  baseUrl: string,
  storageState: StorageState,
  webDist: string,
): Promise<{ webDist: string; remove: () => void }> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.locator('article').first().waitFor();
  await page.waitForLoadState('networkidle');
  const html = await page.evaluate(() => {
    for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) {
      element.remove();
    }
    return `<!doctype html>\n${document.documentElement.outerHTML}`;
  });
  await context.close();

  const folder = mkdtempSync(join(tmpdir(), 'bench-web-snapshot-'));
  cpSync(webDist, folder, { recursive: true });
  // The precompressed copies are of the app's own index.html.
  for (const copy of ['index.html.br', 'index.html.gz'])
    rmSync(join(folder, copy), { force: true });
  writeFileSync(join(folder, 'index.html'), html);
  return { webDist: folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
