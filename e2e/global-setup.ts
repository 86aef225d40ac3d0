import type { FullConfig } from '@playwright/test';
import { moderatorAccount } from './moderator';

/** Runs once, after the web server is up and before any spec: the first account is the moderator. */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('globalSetup needs the baseURL from playwright.config.ts');
  const response = await fetch(`${baseURL}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(moderatorAccount),
  });
  if (response.status !== 201) {
    throw new Error(`Could not sign up the moderator: ${response.status} ${await response.text()}`);
  }
  const login = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: moderatorAccount.email, password: moderatorAccount.password }),
  });
  const body = (await login.json()) as { data?: { user?: { role?: string } } };
  if (body.data?.user?.role !== 'moderator') {
    throw new Error('The moderator account is not a moderator: was the database fresh?');
  }
}
