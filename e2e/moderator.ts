import type { Account } from './fixtures';

/**
 * The run's moderator. The first account of a fresh database becomes a moderator, and specs
 * sign up accounts in file order, so global-setup.ts signs this one up before any spec runs.
 */
export const moderatorAccount: Account = {
  name: 'Mo Derator',
  username: 'e2e_moderator',
  email: 'e2e.moderator@example.com',
  phone: '+1 555 010 9999',
  password: 'a long and careful moderator passphrase',
};
