/**
 * The README's screenshots, from the built app on the demo data:
 *   npm run screenshots            (builds, seeds the demo into a temporary folder, serves it)
 *   npm run screenshots -- --url http://127.0.0.1:3000   (a server already running on demo data)
 * Home (both tabs), a threaded post, a post with a picture, tag and mention, a tag's page,
 * a profile, notifications, Create Post with the mention list open, and Explore, at 1280 and 390 px, light and dark, into
 * docs/screenshots/. Chromium from the system (/usr/bin/chromium), as the browser tests.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { demoAccount, startDemoServer } from './demo-server';

const { values: args } = parseArgs({ options: { url: { type: 'string' } } });
const out = join(import.meta.dirname, '..', '..', '..', 'docs', 'screenshots');
const demoServer = args.url ? undefined : await startDemoServer();
const baseUrl = (args.url ?? demoServer?.url ?? '').replace(/\/$/, '');

type StorageState = Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;

async function signIn(browser: Browser): Promise<{ state: StorageState; token: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email', { exact: true }).fill(demoAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAccount.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/`);
  const state = await context.storageState();
  const token = await page.evaluate(() => window.localStorage.getItem('token') ?? '');
  await context.close();
  return { state, token };
}

/** A post of the demo with a reply thread, to show replies open. */
async function threadedPost(token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = await fetch(`${baseUrl}/api/v1/post/list`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ pageSize: 100, filters: {} }),
  }).then((r) => r.json());
  for (const post of list.data.postList as { _id: string; counts: { comments: number } }[]) {
    if (post.counts.comments < 3) continue;
    const thread = await fetch(`${baseUrl}/api/v1/comment/list`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ pageSize: 20, filters: { post: post._id } }),
    }).then((r) => r.json());
    if (thread.data.commentList.some((c: { replyCount: number }) => c.replyCount > 0))
      return post._id;
  }
  throw new Error('The demo has no post with replies in its newest 100');
}

/**
 * A rich post by the demo account, newest on Home: a picture with alt text, a tag, a mention
 * and a link in one card. Its id and the account's.
 */
async function richPost(token: string): Promise<{ postId: string; userId: string }> {
  const auth = { authorization: `Bearer ${token}` };
  // A drawn lake, as a phone's photo would stand in the card (the demo's own pictures are
  // drawn the same way, in scripts/demo/scenes.ts).
  const lake = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fbd38d"/><stop offset="1" stop-color="#f6ad55"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4a90c2"/><stop offset="1" stop-color="#1f4e79"/></linearGradient></defs>
    <rect width="1200" height="480" fill="url(#sky)"/>
    <circle cx="860" cy="330" r="70" fill="#fff3c4"/>
    <path d="M0 480 L220 300 L420 430 L640 260 L900 440 L1200 320 L1200 480 Z" fill="#5b7553"/>
    <rect y="480" width="1200" height="320" fill="url(#water)"/>
    <rect x="780" y="500" width="160" height="6" fill="#fff3c4" opacity="0.7"/>
    <rect x="810" y="530" width="100" height="5" fill="#fff3c4" opacity="0.5"/>
  </svg>`;
  const picture = await sharp(Buffer.from(lake)).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'lake.png');
  const uploaded = await fetch(`${baseUrl}/api/v1/media`, {
    method: 'POST',
    headers: auth,
    body: form,
  }).then((r) => r.json());
  const created = await fetch(`${baseUrl}/api/v1/post/new`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      content: 'Morning at the lake with @bruno_costa #garden #sunday https://example.org/lake',
      visibility: 'public',
      media: [{ _id: uploaded.data.media._id, alt: 'A calm lake at sunset below green hills' }],
    }),
  }).then((r) => r.json());
  return { postId: created.data.post._id, userId: created.data.post.author._id };
}

const settle = (page: Page) => page.waitForLoadState('networkidle').catch(() => undefined);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const { state, token } = await signIn(browser);
  const postId = await threadedPost(token);
  const rich = await richPost(token);
  for (const width of [1280, 390]) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        storageState: state,
        viewport: { width, height: width === 390 ? 844 : 900 },
        colorScheme: scheme,
      });
      const page = await context.newPage();
      const shot = async (name: string) => {
        await settle(page);
        const suffix = scheme === 'dark' ? '-dark' : '';
        await page.screenshot({ path: join(out, `${name}-${width}${suffix}.png`) });
      };
      for (const tab of ['Everyone', 'Following'] as const) {
        await page.goto(`${baseUrl}/`);
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel', { name: tab }).getByRole('article').first().waitFor();
        await shot(`home-${tab.toLowerCase()}`);
      }
      await page.goto(`${baseUrl}/posts/${postId}`);
      await page
        .getByRole('button', { name: /^View \d+ repl/ })
        .first()
        .click();
      const replies = page.getByRole('list', { name: /^Replies to/ }).first();
      await replies.waitFor();
      // The comment and its replies in the middle of the screen.
      await replies.evaluate((list) => list.closest('li')?.scrollIntoView({ block: 'center' }));
      await shot('post-thread');
      await page.goto(`${baseUrl}/explore`);
      await shot('explore');
      await page.goto(`${baseUrl}/posts/${rich.postId}`);
      await page
        .getByRole('img', { name: 'A calm lake at sunset below green hills' })
        .first()
        .waitFor();
      await shot('post-rich');
      await page.goto(`${baseUrl}/tags/garden`);
      await page.getByRole('article').first().waitFor();
      await shot('tag');
      await page.goto(`${baseUrl}/profile/${rich.userId}`);
      await page.getByRole('article').first().waitFor();
      await shot('profile');
      await page.goto(`${baseUrl}/notifications`);
      await shot('notifications');
      await page.goto(`${baseUrl}/create-post`);
      await page.getByLabel('Content', { exact: true }).fill('Lunch with @br');
      await page.getByRole('listbox').waitFor();
      await shot('create-post');
      await context.close();
    }
  }
  console.info(`screenshots in ${out}`);
} finally {
  await browser.close();
  demoServer?.stop();
}
