// The callbacks given to page.evaluate run in the page: they need the DOM's types.
/// <reference lib="dom" />
/**
 * Home's largest contentful paint, as a returning visitor gets it: cold loads (a new browser
 * context each time, so nothing is cached) of the production server with a stored session.
 * Prints each load's LCP, the median, and when the page asked for /user/me and the first
 * page of the feed, so a waterfall between them shows.
 *
 *   npm run bench:web                       builds, seeds the demo data into a temporary
 *                                           folder, starts the built server there, measures
 *   npx tsx apps/web/build/measure-home-lcp.ts --url http://127.0.0.1:4999 --runs 5
 *                                           measures a server already running (demo data)
 *   npm run bench:web -- --against /tmp/web-before --runs 10
 *                                           compares this build with another web build (a
 *                                           copy of apps/web/dist made before a change): a
 *                                           server for each, their loads taken in turn
 *   npm run bench:web -- --static-snapshot --runs 10
 *                                           compares this build with Home as it renders,
 *                                           saved without scripts (static-snapshot.ts): the
 *                                           floor a server-rendered first screen could reach
 *
 * Each load is traced, and the CPU the page's main thread spent before the LCP is printed
 * beside it (main-thread-time.ts): the steadier figure on a busy machine. With `--against`,
 * the two builds' loads alternate (ABBA), so a machine that slows down mid-run slows both,
 * and the median of the paired differences is printed.
 *
 * Signs in as the seed's demo account unless BENCH_EMAIL and BENCH_PASSWORD say otherwise.
 * Uses the system's Chromium (CHROME_PATH, else /usr/bin/chromium); it never downloads one.
 *
 * Chromium's own window interface stays out of the figure: since about version 150 headless
 * Chromium builds the address bar's pop-up (a WebUI page of some two hundred modules, in a
 * renderer of its own) for every new window, which each cold load here opens. On two cores
 * that work takes CPU from the page for its first 400 ms and added some 350 ms to the median,
 * a cost a person's long-open browser does not pay on each visit. `--with-browser-ui` keeps
 * it, to compare.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { demoAccount, startDemoServer } from './demo-server';
import { mainThreadCpuMs, traceEvents } from './main-thread-time';
import { staticSnapshotOfHome } from './static-snapshot';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    'with-browser-ui': { type: 'boolean', default: false },
    against: { type: 'string' },
    'static-snapshot': { type: 'boolean', default: false },
  },
});
if (args.against && args['static-snapshot']) {
  throw new Error('--against and --static-snapshot each name the build to compare with: one');
}
// The snapshot is served with this checkout's assets, which a server elsewhere may not match.
if (args.url && args['static-snapshot']) {
  throw new Error('--static-snapshot measures the build in this checkout: leave out --url');
}
const runs = Number(args.runs);
/** Chromium's features that build its own window interface as each new window opens. */
const browserInterface = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];
const { email, password } = demoAccount;

const demoServer = args.url ? undefined : await startDemoServer();
const againstServer = args.against
  ? await startDemoServer({ webDist: resolve(args.against) })
  : undefined;

/** A server to load Home from, and the session stored for it. */
type Build = { label: string; baseUrl: string; storageState?: StorageState };
const builds: Build[] = [
  { label: 'this build', baseUrl: (args.url ?? demoServer?.url ?? '').replace(/\/$/, '') },
  ...(againstServer && args.against ? [{ label: args.against, baseUrl: againstServer.url }] : []),
];

type StorageState = Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;

/** Signs in through the sign-in page once; every measured load reuses its storage. */
async function signIn(browser: Browser, baseUrl: string): Promise<StorageState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/`);
  const state = await context.storageState();
  await context.close();
  return state;
}

type Load = {
  lcpMs: number;
  /** CPU time of the page's main thread before the LCP. */
  mainThreadMs: number;
  lcpElement: string;
  /** When the feed's first post reached the screen (the frame after it entered the page). */
  firstPostMs: number;
  scripts: number;
  /** When the last of them had arrived. */
  scriptsDoneMs: number;
  /** Start and end of each request the waterfall is about, from navigation start. */
  requests: { name: string; startMs: number; endMs: number }[];
};

const watched = [
  { name: 'GET /user/me', match: '/api/v1/user/me' },
  { name: 'POST /post/list', match: '/api/v1/post/list' },
  { name: 'GET /notifications', match: '/api/v1/notifications' },
];

async function measureColdLoad(browser: Browser, { baseUrl, storageState }: Build): Promise<Load> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  // Registered before any of the app's code runs, so no LCP entry is missed.
  await page.addInitScript(() => {
    const record = window as unknown as { lcp?: PerformanceEntry; firstPost?: number };
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      record.lcp = entries[entries.length - 1];
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // LCP is often the e-mail banner, which can paint before the posts: time them too.
    new MutationObserver((_, observer) => {
      if (!document.querySelector('article')) return;
      observer.disconnect();
      // The animation frame runs just before the frame that shows the post; the timeout after.
      requestAnimationFrame(() =>
        setTimeout(() => {
          record.firstPost = performance.now();
        }),
      );
    }).observe(document, { childList: true, subtree: true });
  });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(`${baseUrl}/`);
  // Asked four times a second, not on every frame: Playwright's role queries walk the page
  // on the same main thread the load is measured on: some 30 ms of it in a CPU profile.
  await page.waitForFunction(
    () => (window as unknown as { firstPost?: number }).firstPost,
    undefined,
    { polling: 250 },
  );
  // LCP may still move to a later, larger element (an image decoding): let the page settle.
  await page.waitForLoadState('networkidle');
  const result = await page.evaluate(() => {
    const record = window as unknown as {
      lcp?: PerformanceEntry & { element?: Element | null };
      firstPost?: number;
    };
    const lcp = record.lcp;
    const element = lcp?.element;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      lcpMs: lcp?.startTime ?? Number.NaN,
      firstPostMs: record.firstPost ?? Number.NaN,
      lcpElement: element
        ? `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 40)}`
        : 'unknown',
      scripts: resources.filter((r) => r.name.endsWith('.js')).length,
      scriptsDoneMs: Math.max(
        ...resources.filter((r) => r.name.endsWith('.js')).map((r) => r.responseEnd),
      ),
      resources: resources.map((r) => ({
        name: r.name,
        startMs: r.startTime,
        endMs: r.responseEnd,
      })),
    };
  });
  const trace = await browser.stopTracing();
  await context.close();
  const mainThreadMs = mainThreadCpuMs(traceEvents(trace.toString('utf8')), result.lcpMs);
  const requests = watched.flatMap(({ name, match }) => {
    const found = result.resources.find((r) => new URL(r.name).pathname.startsWith(match));
    return found ? [{ name, startMs: found.startMs, endMs: found.endMs }] : [];
  });
  return { ...result, mainThreadMs, requests };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    ...(args['with-browser-ui'] ? [] : [`--disable-features=${browserInterface.join(',')}`]),
  ],
});
const describe = (load: Load) => {
  const order = [...load.requests]
    .sort((a, b) => a.startMs - b.startMs)
    .map((r) => `${r.name} ${r.startMs.toFixed(0)}–${r.endMs.toFixed(0)}`)
    .join(', ');
  return `LCP ${load.lcpMs.toFixed(0)} ms (${load.lcpElement}), main thread ${load.mainThreadMs.toFixed(0)} ms before it, first post ${load.firstPostMs.toFixed(0)} ms, ${load.scripts} scripts in by ${load.scriptsDoneMs.toFixed(0)} ms; ${order}`;
};
const list = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(', ');

function summarise(label: string, loads: Load[]) {
  const prefix = builds.length > 1 ? `${label}: ` : '';
  const lcps = loads.map((load) => load.lcpMs);
  console.info(`${prefix}LCP ms: ${list(lcps)}`);
  console.info(`${prefix}median LCP: ${median(lcps).toFixed(0)} ms`);
  const firstPosts = loads.map((load) => load.firstPostMs);
  console.info(`${prefix}first post ms: ${list(firstPosts)}`);
  console.info(`${prefix}median first post: ${median(firstPosts).toFixed(0)} ms`);
  const cpu = loads.map((load) => load.mainThreadMs);
  console.info(`${prefix}median main-thread CPU before LCP: ${median(cpu).toFixed(0)} ms`);

  // Parallel means the feed was asked before /user/me answered.
  const waited = loads.filter((load) => {
    const me = load.requests.find((r) => r.name === 'GET /user/me');
    const feed = load.requests.find((r) => r.name === 'POST /post/list');
    return me && feed && feed.startMs >= me.endMs;
  }).length;
  const asked = loads.some((load) => load.requests.length > 0);
  console.info(
    !asked
      ? `${prefix}request order: no API requests (a static page)`
      : waited === 0
        ? `${prefix}request order: /post/list asked before /user/me answered in every load (parallel)`
        : `${prefix}request order: /post/list waited for /user/me in ${waited} of ${loads.length} loads`,
  );
}

/** This build minus the other, load by load: negative is faster. */
function comparePairs(current: Load[], other: Load[]) {
  for (const [name, figure] of [
    ['LCP', (load: Load) => load.lcpMs],
    ['main-thread CPU before LCP', (load: Load) => load.mainThreadMs],
  ] as const) {
    const differences = current.map((load, index) => figure(load) - figure(other[index] as Load));
    const lower = differences.filter((difference) => difference < 0).length;
    console.info(
      `${name}, this build minus ${builds[1]?.label}: median ${median(differences).toFixed(0)} ms (${list(differences)}); lower in ${lower} of ${differences.length}`,
    );
  }
}

let snapshot: { remove: () => void; stop: () => void } | undefined;
try {
  for (const build of builds) build.storageState = await signIn(browser, build.baseUrl);
  const [current] = builds;
  if (args['static-snapshot'] && current?.storageState) {
    const copy = await staticSnapshotOfHome(
      browser,
      current.baseUrl,
      current.storageState,
      resolve(import.meta.dirname, '../dist'),
    );
    snapshot = { remove: copy.remove, stop: () => {} };
    const server = await startDemoServer({ webDist: copy.webDist });
    snapshot.stop = server.stop;
    // The same stored session, though the snapshot asks for nothing with it.
    builds.push({
      label: 'static snapshot',
      baseUrl: server.url,
      storageState: current.storageState,
    });
  }
  const loads: Load[][] = builds.map(() => []);
  for (let run = 1; run <= runs; run += 1) {
    // ABBA: neither build always goes first, after the other has warmed the machine.
    const order = run % 2 ? builds.keys() : [...builds.keys()].reverse();
    for (const index of order) {
      const build = builds[index] as Build;
      const load = await measureColdLoad(browser, build);
      loads[index]?.push(load);
      const label = builds.length > 1 ? ` (${build.label})` : '';
      console.info(`load ${run}${label}: ${describe(load)}`);
    }
  }
  for (const [index, build] of builds.entries()) summarise(build.label, loads[index] ?? []);
  if (builds.length > 1) comparePairs(loads[0] ?? [], loads[1] ?? []);
} finally {
  await browser.close();
  demoServer?.stop();
  againstServer?.stop();
  snapshot?.stop();
  snapshot?.remove();
}
