import {
  type APIRequestContext,
  type Browser,
  test as base,
  expect,
  type Page,
} from '@playwright/test';

export type Account = {
  name: string;
  username: string;
  email: string;
  phone: string;
  password: string;
};

let counter = 0;
/** A new, unique set of sign-up details. */
export function newAccount(): Account {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Tess Tester ${counter}`,
    username: `tess_${unique}`,
    email: `tess.${unique}@example.com`,
    phone: '+1 555 010 2000',
    password: 'a long and unusual passphrase',
  };
}

/** A fresh login through the API: the token and user id that the sign-in form would keep. */
export async function logInThroughApi(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
) {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()).data;
  return { token: token as string, id: user._id as string };
}

/** The header an account's API calls send, from a fresh login. */
export async function authHeadersOf(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
) {
  const { token, id } = await logInThroughApi(request, account);
  return { id, headers: { authorization: `Bearer ${token}` } };
}

/** Someone signed up through the API, not signed in anywhere: for set-up by API calls. */
export async function signUpThroughApi(request: APIRequestContext, fields: Partial<Account> = {}) {
  const account = { ...newAccount(), ...fields };
  expect((await request.post('/api/v1/auth/signup', { data: account })).status()).toBe(201);
  return { account, ...(await authHeadersOf(request, account)) };
}

/** Someone signed up through the API and signed in on a page of their own browser context. */
export async function signedInPerson(browser: Browser, request: APIRequestContext) {
  const person = await signUpThroughApi(request);
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, person.account);
  return { ...person, page };
}

/**
 * Waits until the page has nothing left loading: every list and panel shows a "Loading…"
 * status while its first read is pending, from the same render as the page's heading.
 */
export async function untilLoaded(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/**
 * Opens a page and waits until it is live: its event stream open and the reads named here
 * answered. Before then an event finds nothing to change, or the page's first read already
 * holds what the event says, so a test that acts sooner races the page.
 */
export async function gotoLive(page: Page, path: string, firstReads: string[] = []) {
  const answered = (apiPath: string) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === `/api/v1${apiPath}`);
  const waits = ['/events', ...firstReads].map(answered);
  await page.goto(path);
  await Promise.all(waits);
}

export const test = base.extend<{
  /** An account that exists on the server, not signed in. */
  account: Account;
  /** A page signed in as `account` (through the API, not the form), showing Home. */
  signedInPage: Page;
}>({
  account: async ({ request }, use) => {
    const account = newAccount();
    const response = await request.post('/api/v1/auth/signup', { data: account });
    expect(response.status()).toBe(201);
    await use(account);
  },
  // Every page a test drives must work under the server's strict Content-Security-Policy.
  page: async ({ page }, use) => {
    const expectNoCspViolations = watchCsp(page);
    await use(page);
    expectNoCspViolations();
  },
  signedInPage: async ({ page, account }, use) => {
    await signInThroughApi(page, account);
    await use(page);
  },
});

/** Records the page's Content-Security-Policy violations; the returned check fails on any. */
export function watchCsp(page: Page): () => void {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return () => expect(violations, 'Content-Security-Policy violations').toEqual([]);
}

/** Signs in through the sign-in form and waits for Home: for the tests whose subject is the form. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs in without the form, for tests whose subject is something else: a login through the
 * API, its session stored where the web app keeps it (localStorage 'token' and 'userId', see
 * apps/web/src/lib/auth-storage.ts), then Home. The form costs a page load of its own, 1-2 s
 * on a 2-core machine, in each of some forty sign-ins.
 */
export async function signInThroughApi(page: Page, account: Pick<Account, 'email' | 'password'>) {
  // The page's own request context: the session is made with this browser's user agent, as
  // the form's would be (Settings names devices by it).
  const { token, id } = await logInThroughApi(page.request, account);
  // localStorage is per origin, so a page of the app's origin must be open to write to it:
  // the health check is the cheapest one, a few bytes of JSON and none of the app's code.
  await page.goto('/api/v1/health');
  await page.evaluate(
    (session) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('userId', session.id);
    },
    { token, id },
  );
  await page.goto('/');
  // Home's heading, not only its URL: a session the app refused would leave / for /sign-in.
  // Waited for as an action waits, up to the test's time: the app first asks the server who
  // the session belongs to, which on a busy machine took more than expect's 5 s.
  await page.getByRole('heading', { name: 'Home Feed' }).waitFor();
}

/** A toast with this text is shown (Radix also copies it into a live region for screen readers). */
export async function expectToast(page: Page, text: string) {
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true }),
  ).toBeVisible();
}

/** Someone signed in in a window of their own, held to the Content-Security-Policy check. */
export async function openWindow(
  browser: Browser,
  account: Pick<Account, 'email' | 'password'>,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const expectNoCspViolations = watchCsp(page);
  await signInThroughApi(page, account);
  return {
    page,
    close: async () => {
      expectNoCspViolations();
      await context.close();
    },
  };
}

export { expect };
