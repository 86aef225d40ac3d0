import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';

type HashCost = { memoryCost: number; timeCost: number; parallelism: number };

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const PASSWORD_HASH_COST: HashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
// The test suites sign up thousands of people; at the baseline their hashing alone took a
// seventh of the server suites' time. 1 MiB and one pass is still argon2id, so every path
// (hash, verify, the dummy) runs as in production.
const TEST_HASH_COST: HashCost = { memoryCost: 1_024, timeCost: 1, parallelism: 1 };
let cost = PASSWORD_HASH_COST;

/**
 * Cheap hashes for the test suites (test/cheap-password-hashes.setup.ts), or the baseline
 * again with `false`. Nothing outside the tests calls it, no setting reaches it, and it
 * refuses to run outside Vitest.
 */
export function hashPasswordsCheaplyInTests(cheap = true): void {
  if (!process.env.VITEST) throw new Error('Cheap password hashes are for the test suites only');
  cost = cheap ? TEST_HASH_COST : PASSWORD_HASH_COST;
  dummyHash = undefined;
}

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id, ...cost });

export const verifyPassword = (hash: string, password: string): Promise<boolean> =>
  argon2.verify(hash, password).catch(() => false);

// A fixed hash to verify against when the e-mail is unknown, so that both failures take
// the same time and the answer cannot tell whether an account exists.
let dummyHash: Promise<string> | undefined;
export const verifyAgainstDummy = async (password: string): Promise<false> => {
  dummyHash ??= hashPassword('dummy password that no account has');
  await verifyPassword(await dummyHash, password);
  return false;
};

// The list is ranked by frequency; the contract refuses the 10,000 most common.
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, 10_000));

export const isCommonPassword = (password: string): boolean =>
  commonPasswords.has(password.toLowerCase());
