import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const hashOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, hashOptions);

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
