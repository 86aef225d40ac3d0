import { messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { hashToken } from '../../lib/ids';

const signUpUrl = '/api/v1/auth/signup';
const loginUrl = '/api/v1/auth/login';

const validSignUp = (suffix: string) => ({
  name: 'Ann Example',
  username: `ann_${suffix}`,
  email: `ann.${suffix}@example.com`,
  phone: '+44 (20) 7946-0958',
  password: 'a long and unusual passphrase',
});

describe.each(testDatabaseKinds)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('sign-up', () => {
    it('creates the account and answers 201 with the user, contact details for the owner only', async () => {
      const input = validSignUp('new');
      const response = await t.inject({ method: 'POST', url: signUpUrl, payload: input });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ success: true, message: messages.signedUp });
      expect(body.data.user).toMatchObject({
        name: 'Ann Example',
        username: 'ann_new',
        email: input.email,
        phone: input.phone,
        profile_pic: '',
        bio: '',
        isPrivate: false,
        status: 'active',
        followersCount: 0,
        followingCount: 0,
        postsCount: 0,
      });
      expect(body.data.user._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
      expect(new Date(body.data.user.created_at).toISOString()).toBe(body.data.user.created_at);
    });

    // At the suites' cost (test/cheap-password-hashes.setup.ts); lib/passwords.test.ts
    // checks the baseline that production uses.
    it('stores an argon2id hash, never the password', async () => {
      const input = validSignUp('hash');
      await t.inject({ method: 'POST', url: signUpUrl, payload: input });
      const row = await t.db
        .selectFrom('users')
        .select('password_hash')
        .where('email_key', '=', input.email)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=1,t=\d+\$/);
      expect(row.password_hash).not.toContain(input.password);
    });

    it.each([
      ['e-mail', 'email', messages.emailTaken],
      ['username', 'username', messages.usernameTaken],
    ] as const)('refuses a duplicate %s in any case with 409', async (_, path, message) => {
      const first = validSignUp(`dup_${path}`);
      expect((await t.inject({ method: 'POST', url: signUpUrl, payload: first })).statusCode).toBe(
        201,
      );
      const other = { ...validSignUp(`other_${path}`), [path]: first[path].toUpperCase() };
      const response = await t.inject({ method: 'POST', url: signUpUrl, payload: other });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'CONFLICT',
        message,
        errors: [{ path, message }],
      });
    });

    it('names both taken fields at once', async () => {
      const input = validSignUp('both');
      await t.inject({ method: 'POST', url: signUpUrl, payload: input });
      const response = await t.inject({
        method: 'POST',
        url: signUpUrl,
        payload: { ...input, name: 'Other' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toEqual([
        { path: 'email', message: messages.emailTaken },
        { path: 'username', message: messages.usernameTaken },
      ]);
    });

    it('lets only one of two racing sign-ups with the same e-mail through', async () => {
      const a = validSignUp('race1');
      const b = { ...validSignUp('race2'), email: a.email };
      const responses = await Promise.all(
        [a, b].map((payload) => t.inject({ method: 'POST', url: signUpUrl, payload })),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });

    const bad: [string, Record<string, unknown>, string, string][] = [
      ['missing name', { name: undefined }, 'name', messages.nameRequired],
      ['blank name', { name: '   ' }, 'name', messages.nameRequired],
      ['long name', { name: 'n'.repeat(51) }, 'name', messages.nameTooLong],
      ['missing username', { username: undefined }, 'username', messages.usernameRequired],
      ['empty username', { username: '' }, 'username', messages.usernameRequired],
      ['short username', { username: 'a' }, 'username', messages.usernameTooShort],
      ['long username', { username: 'u'.repeat(31) }, 'username', messages.usernameTooLong],
      ['username with a space', { username: 'ann smith' }, 'username', messages.usernameCharacters],
      ['invalid e-mail', { email: 'not-an-email' }, 'email', messages.emailInvalid],
      ['missing e-mail', { email: undefined }, 'email', messages.emailInvalid],
      ['short phone', { phone: '12345' }, 'phone', messages.phoneTooShort],
      ['long phone', { phone: '1'.repeat(21) }, 'phone', messages.phoneTooLong],
      ['phone with letters', { phone: '555-CALL-NOW' }, 'phone', messages.phoneCharacters],
      [
        '7-character password',
        { password: 'abcdefg' },
        'password',
        messages.passwordTooShortSignUp,
      ],
      [
        '129-character password',
        { password: 'p'.repeat(129) },
        'password',
        messages.passwordTooLong,
      ],
      ['common password', { password: 'password1' }, 'password', messages.passwordTooCommon],
      [
        'common password in capitals',
        { password: 'FOOTBALL' },
        'password',
        messages.passwordTooCommon,
      ],
      ['name of the wrong type', { name: 42 }, 'name', messages.nameRequired],
    ];
    it.each(bad)('answers 400 with the message for a %s', async (_, change, path, message) => {
      const payload = { ...validSignUp('bad'), ...change };
      const response = await t.inject({ method: 'POST', url: signUpUrl, payload });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
      expect(body.errors).toEqual([{ path, message }]);
    });

    it('accepts long, emoji and 8-character passwords without composition rules', async () => {
      for (const [i, password] of ['🔒🔑🗝🚪🏠🌵🐙🎈', 'x'.repeat(128), 'zq8$mv!w'].entries()) {
        const response = await t.inject({
          method: 'POST',
          url: signUpUrl,
          payload: { ...validSignUp(`pw${i}`), password },
        });
        expect(response.statusCode, response.body).toBe(201);
      }
    });

    it('ignores fields the client does not own', async () => {
      const payload = {
        ...validSignUp('extra'),
        _id: 'x',
        status: 'suspended',
        isPrivate: true,
        followersCount: 9,
      };
      const response = await t.inject({ method: 'POST', url: signUpUrl, payload });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.user).toMatchObject({
        status: 'active',
        isPrivate: false,
        followersCount: 0,
      });
      expect(response.json().data.user._id).not.toBe('x');
    });
  });

  describe('login and sessions', () => {
    it('answers a token and the user, and stores only the token hash', async () => {
      const { input, user } = await t.signUp();
      const response = await t.inject({
        method: 'POST',
        url: loginUrl,
        payload: { email: input.email.toUpperCase(), password: input.password },
      });
      expect(response.statusCode).toBe(200);
      const { token, user: loggedIn } = response.json().data;
      expect(loggedIn).toMatchObject({ _id: user._id, email: input.email });
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
      const sessions = await t.db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', user._id)
        .execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.token_hash).toBe(hashToken(token));
      expect(JSON.stringify(sessions)).not.toContain(token);
    });

    it('answers an unknown e-mail exactly as a wrong password', async () => {
      const { input } = await t.signUp();
      const wrong = await t.inject({
        method: 'POST',
        url: loginUrl,
        payload: { email: input.email, password: 'not the password' },
      });
      const unknown = await t.inject({
        method: 'POST',
        url: loginUrl,
        payload: { email: 'nobody@example.com', password: 'not the password' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      const { requestId: _a, ...wrongBody } = wrong.json();
      const { requestId: _b, ...unknownBody } = unknown.json();
      expect(wrongBody).toEqual(unknownBody);
      expect(wrongBody).toEqual({
        success: false,
        code: 'UNAUTHORIZED',
        message: messages.invalidCredentials,
      });
    });

    it('validates the login form with its own messages', async () => {
      const response = await t.inject({
        method: 'POST',
        url: loginUrl,
        payload: { email: 'bad', password: 'short' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: 'email', message: messages.emailInvalid },
        { path: 'password', message: messages.passwordTooShortLogin },
      ]);
    });

    it('gives /user/me the signed-in user with a token, and 401 without one, with a wrong one, and after logout', async () => {
      const { user, headers } = await t.signedInUser();
      const me = await t.inject({ method: 'GET', url: '/api/v1/user/me', headers });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.user).toMatchObject({ _id: user._id, viewer: { isSelf: true } });

      const none = await t.inject({ method: 'GET', url: '/api/v1/user/me' });
      const wrong = await t.inject({
        method: 'GET',
        url: '/api/v1/user/me',
        headers: { authorization: `Bearer ${'A'.repeat(43)}` },
      });
      const malformed = await t.inject({
        method: 'GET',
        url: '/api/v1/user/me',
        headers: { authorization: 'Basic abc' },
      });
      for (const response of [none, wrong, malformed]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          success: false,
          code: 'UNAUTHORIZED',
          message: messages.notAuthenticated,
        });
      }

      const logout = await t.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
      expect(logout.statusCode).toBe(200);
      const after = await t.inject({ method: 'GET', url: '/api/v1/user/me', headers });
      expect(after.statusCode).toBe(401);
      const again = await t.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
      expect(again.statusCode).toBe(401);
    });

    it('logging out ends only that session', async () => {
      const { input, headers } = await t.signedInUser();
      const second = await t.logIn(input.email, input.password);
      await t.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
      const me = await t.inject({
        method: 'GET',
        url: '/api/v1/user/me',
        headers: { authorization: `Bearer ${second.token}` },
      });
      expect(me.statusCode).toBe(200);
    });

    it('refuses an expired session, and slides the expiry of one in use', async () => {
      const { user, headers } = await t.signedInUser();
      const hourAndMinuteAgo = new Date(Date.now() - 61 * 60_000).toISOString();
      await t.db
        .updateTable('sessions')
        .set({
          last_used_at: hourAndMinuteAgo,
          expires_at: new Date(Date.now() + 60_000).toISOString(),
        })
        .where('user_id', '=', user._id)
        .execute();
      expect((await t.inject({ method: 'GET', url: '/api/v1/user/me', headers })).statusCode).toBe(
        200,
      );
      const touched = await t.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('user_id', '=', user._id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(touched.expires_at)).toBeGreaterThan(Date.now() + 29 * 86_400_000);

      await t.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user._id)
        .execute();
      expect((await t.inject({ method: 'GET', url: '/api/v1/user/me', headers })).statusCode).toBe(
        401,
      );
    });

    it('ends a session in use every day once 90 days have passed since its log-in', async () => {
      const { user, headers } = await t.signedInUser();
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      const age = (days: number) =>
        t.db
          .updateTable('sessions')
          .set({ created_at: daysAgo(days), last_used_at: daysAgo(1) })
          .where('user_id', '=', user._id)
          .execute();
      const me = () => t.inject({ method: 'GET', url: '/api/v1/user/me', headers });
      await age(89.5);
      expect((await me()).statusCode).toBe(200);
      const touched = await t.db
        .selectFrom('sessions')
        .select(['created_at', 'expires_at'])
        .where('user_id', '=', user._id)
        .executeTakeFirstOrThrow();
      // Used yesterday, so its idle expiry would slide 30 days on; the 90 days hold it back.
      expect(Date.parse(touched.expires_at) - Date.parse(touched.created_at)).toBe(90 * 86_400_000);
      await age(90.01);
      await t.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() + 86_400_000).toISOString() })
        .where('user_id', '=', user._id)
        .execute();
      expect((await me()).statusCode).toBe(200);
      // The touch above capped its expiry at 90 days after log-in, already past.
      expect((await me()).statusCode).toBe(401);
    });

    it('refuses a suspended account its sign-in and its open sessions', async () => {
      const { input, user, headers } = await t.signedInUser();
      await t.db
        .updateTable('users')
        .set({ status: 'suspended' })
        .where('id', '=', user._id)
        .execute();
      expect((await t.inject({ method: 'GET', url: '/api/v1/user/me', headers })).statusCode).toBe(
        401,
      );
      const login = await t.inject({
        method: 'POST',
        url: loginUrl,
        payload: { email: input.email, password: input.password },
      });
      expect(login.statusCode).toBe(401);
    });
  });

  it('never answers a password hash, a token hash or a password', async () => {
    const rows = await t.db.selectFrom('users').select('password_hash').execute();
    const sessions = await t.db.selectFrom('sessions').select('token_hash').execute();
    const everything = t.answers.map((a) => `${JSON.stringify(a.headers)}\n${a.body}`).join('\n');
    expect(t.answers.length).toBeGreaterThan(40);
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toContain('password_hash');
    expect(everything).not.toContain('a long and unusual passphrase');
    for (const row of rows) expect(everything).not.toContain(row.password_hash);
    for (const session of sessions) expect(everything).not.toContain(session.token_hash);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { rateLimits: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the 11th login attempt in a minute with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.inject({
        method: 'POST',
        url: loginUrl,
        payload: { email: 'victim@example.com', password: `guess number ${i}` },
      });
      statuses.push(response.statusCode);
      if (i === 10) {
        expect(response.headers['retry-after']).toBeDefined();
        expect(response.json()).toMatchObject({
          success: false,
          code: 'RATE_LIMITED',
          message: messages.rateLimited,
        });
      }
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('limits one account across many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.inject({
        method: 'POST',
        url: loginUrl,
        remoteAddress: `10.0.0.${i + 1}`,
        payload: { email: 'Target@example.com', password: `guess number ${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('allows 5 sign-ups an hour from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.inject({
        method: 'POST',
        url: signUpUrl,
        remoteAddress: '10.9.9.9',
        payload: validSignUp(`rl${i}`),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('password checks of a signed-in account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { rateLimits: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('get as many tries a minute as a sign-in, across a password change, an export and a deletion', async () => {
    const [owner, other] = await t.signedInUsers(2);
    const wrong = (i: number) => `a wrong guess, number ${i}`;
    const guesses = [
      ...[0, 1, 2, 3].map((i) => ({
        method: 'POST' as const,
        url: '/auth/password',
        payload: { currentPassword: wrong(i), newPassword: 'a new and unusual passphrase' },
      })),
      ...[4, 5, 6].map((i) => ({
        method: 'POST' as const,
        url: '/user/me/export',
        payload: { password: wrong(i) },
      })),
      ...[7, 8, 9].map((i) => ({
        method: 'DELETE' as const,
        url: '/user/me',
        payload: { password: wrong(i) },
      })),
    ];
    for (const guess of guesses) {
      const answer = await t.call(owner, guess.method, guess.url, guess.payload);
      expect(answer.statusCode, guess.url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, guess.url).toBeLessThan(429);
    }
    // The eleventh is refused, even with the right password, and says when to try again.
    const right = { password: owner.input.password };
    const refused = await t.call(owner, 'DELETE', '/user/me', right);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.rateLimited);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await t.call(owner, 'GET', '/user/me')).statusCode).toBe(200);
    // Other writes keep their own budget, and other accounts their own tries.
    expect((await t.call(owner, 'POST', '/events/ticket')).statusCode).toBe(200);
    const theirs = await t.call(other, 'POST', '/user/me/export', {
      password: other.input.password,
    });
    expect(theirs.statusCode).toBe(200);
  });
});
