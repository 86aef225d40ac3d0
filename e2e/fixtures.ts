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

/** The header an account's API calls send, from a fresh login. */
export async function authHeadersOf(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
) {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()).data;
  return { id: user._id as string, headers: { authorization: `Bearer ${token}` } };
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
  await signIn(page, person.account);
  return { ...person, page };
}

export const test = base.extend<{
  /** An account that exists on the server, not signed in. */
  account: Account;
  /** A page signed in as `account`, showing Home. */
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
    await signIn(page, account);
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

export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
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
  await signIn(page, account);
  return {
    page,
    close: async () => {
      expectNoCspViolations();
      await context.close();
    },
  };
}

export { expect };
