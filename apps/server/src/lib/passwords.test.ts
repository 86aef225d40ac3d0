import { afterEach, describe, expect, it } from 'vitest';
import {
  hashPassword,
  hashPasswordsCheaplyInTests,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';

describe('password hashes', () => {
  afterEach(() => hashPasswordsCheaplyInTests());

  it('are argon2id at OWASP’s baseline outside the test suites', async () => {
    hashPasswordsCheaplyInTests(false);
    const hash = await hashPassword('a long and unusual passphrase');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'a long and unusual passphrase')).toBe(true);
    expect(await verifyPassword(hash, 'a long and unusual passphrasE')).toBe(false);
  });

  it('made cheaply in the suites still verify after the baseline returns, and the dummy follows', async () => {
    const cheap = await hashPassword('a long and unusual passphrase');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    hashPasswordsCheaplyInTests(false);
    expect(await verifyPassword(cheap, 'a long and unusual passphrase')).toBe(true);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('cannot be made cheap outside Vitest', () => {
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(() => hashPasswordsCheaplyInTests()).toThrow(/test suites only/);
    } finally {
      process.env.VITEST = vitest;
    }
  });
});
