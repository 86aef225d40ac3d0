import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { limits, messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases';
import { createStreamingTestApp, type StreamingTestApp } from '../../../test/streaming-app';

/** The link tokens mailed to this address, oldest first. */
function mailedTokens(outboxDir: string, email: string, path: string): string[] {
  const mails = readdirSync(outboxDir)
    .sort()
    .map((file) => readFileSync(join(outboxDir, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`) && mail.includes(path));
  return mails.map(
    (mail) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail)?.[1] as string,
  );
}

const MINUTE = 60_000;

const waitForMail = async (outboxDir: string, email: string, path: string, count = 1) => {
  for (let i = 0; i < 50; i++) {
    const tokens = mailedTokens(outboxDir, email, path);
    if (tokens.length >= count) return tokens;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no mail');
};

describe.each(testDatabaseKinds)('devices, passwords, resets and verification on %s', (kind) => {
  let t: StreamingTestApp;
  beforeAll(async () => {
    t = await createStreamingTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists my devices and signs out one of them, or all the others, ending their streams', async () => {
    const me = await t.signedInUser();
    const phone = await t.logIn(me.input.email, me.input.password);
    const tablet = await t.logIn(me.input.email, me.input.password);
    const list = (
      await t.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: me.headers })
    ).json().data.sessions;
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(me.token);

    const phoneStream = await t.stream({ headers: { authorization: `Bearer ${phone.token}` } });
    const phoneSession = (
      await t.db.selectFrom('sessions').select('id').where('user_id', '=', me.user._id).execute()
    )
      .map((r) => r.id)
      .find(
        (id) => !list.find((s: { _id: string; current: boolean }) => s._id === id && s.current),
      );
    expect(
      (
        await t.inject({
          method: 'DELETE',
          url: `/api/v1/auth/sessions/${phoneSession}`,
          headers: me.headers,
        })
      ).statusCode,
    ).toBe(200);
    await phoneStream.ended$;
    expect(phoneStream.ended).toBe(true);

    await t.inject({
      method: 'POST',
      url: '/api/v1/auth/sessions/revoke-others',
      headers: me.headers,
    });
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/v1/user/me',
          headers: { authorization: `Bearer ${tablet.token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/user/me', headers: me.headers })).statusCode,
    ).toBe(200);
  });

  it('changes the password only with the current one, and ends every other session', async () => {
    const me = await t.signedInUser();
    const other = await t.logIn(me.input.email, me.input.password);
    const change = (payload: object) =>
      t.inject({ method: 'POST', url: '/api/v1/auth/password', headers: me.headers, payload });
    const wrong = await change({
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'currentPassword', message: messages.passwordIncorrect },
    ]);
    expect(
      (await change({ currentPassword: me.input.password, newPassword: 'password1' })).json()
        .message,
    ).toBe(messages.passwordTooCommon);
    expect(
      (await change({ currentPassword: me.input.password, newPassword: 'short' })).json().message,
    ).toBe(messages.passwordTooShortSignUp);
    const done = await change({
      currentPassword: me.input.password,
      newPassword: 'a brand new passphrase',
    });
    expect(done.statusCode).toBe(200);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/v1/user/me',
          headers: { authorization: `Bearer ${other.token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/user/me', headers: me.headers })).statusCode,
    ).toBe(200);
    await t.logIn(me.input.email, 'a brand new passphrase');
  });

  it('resets a password through the mailed link, once, and ends every session', async () => {
    const me = await t.signedInUser();
    const registered = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/password/forgot',
      payload: { email: me.input.email.toUpperCase() },
    });
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/password/forgot',
      payload: { email: 'nobody.here@example.com' },
    });
    expect(registered.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(registered.json().message).toBe(unknown.json().message);
    expect(registered.json().message).toBe(messages.resetRequested);
    const [token] = await waitForMail(t.outboxDir, me.input.email, '/reset-password');
    expect(mailedTokens(t.outboxDir, 'nobody.here@example.com', '/reset-password')).toEqual([]);

    const reset = (payload: object) =>
      t.inject({ method: 'POST', url: '/api/v1/auth/password/reset', payload });
    expect((await reset({ token, password: 'password1' })).json().message).toBe(
      messages.passwordTooCommon,
    );
    expect((await reset({ token, password: 'my reset passphrase' })).statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/user/me', headers: me.headers })).statusCode,
    ).toBe(401);
    await t.logIn(me.input.email, 'my reset passphrase');
    const reused = await reset({ token, password: 'another passphrase here' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(messages.linkInvalid);
  });

  it('refuses an expired reset link and an older one once a newer was sent', async () => {
    const me = await t.signedInUser();
    await t.inject({
      method: 'POST',
      url: '/api/v1/auth/password/forgot',
      payload: { email: me.input.email },
    });
    const [first] = await waitForMail(t.outboxDir, me.input.email, '/reset-password');
    await ageLinks(me.user._id, 2 * MINUTE);
    await t.inject({
      method: 'POST',
      url: '/api/v1/auth/password/forgot',
      payload: { email: me.input.email },
    });
    const [, second] = await waitForMail(t.outboxDir, me.input.email, '/reset-password', 2);
    const reset = (token: string | undefined) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/auth/password/reset',
        payload: { token, password: 'yet another passphrase' },
      });
    expect((await reset(first)).statusCode).toBe(400);
    await t.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', me.user._id)
      .execute();
    expect((await reset(second)).json().message).toBe(messages.linkInvalid);
  });

  /** Moves this person's mailed links back in time, as if they were made that long ago. */
  const ageLinks = async (userId: string, ms: number) => {
    for (const link of await t.db
      .selectFrom('one_time_tokens')
      .select(['token_hash', 'created_at'])
      .where('user_id', '=', userId)
      .execute()) {
      await t.db
        .updateTable('one_time_tokens')
        .set({ created_at: new Date(Date.parse(link.created_at) - ms).toISOString() })
        .where('token_hash', '=', link.token_hash)
        .execute();
    }
  };

  it('mails an address at most once a minute and five times a day, and never once verified', async () => {
    const me = await t.signedInUser();
    await waitForMail(t.outboxDir, me.input.email, '/verify-email');
    const resend = () =>
      t.inject({ method: 'POST', url: '/api/v1/auth/email/verify/resend', headers: me.headers });
    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(messages.mailTooSoon);

    // Twenty at once, a minute later: one mail goes out.
    await ageLinks(me.user._id, MINUTE);
    const burst = await Promise.all(Array.from({ length: 20 }, resend));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(429)]);
    expect(await waitForMail(t.outboxDir, me.input.email, '/verify-email', 2)).toHaveLength(2);

    for (let sent = 2; sent < limits.mailsPerDay; sent++) {
      await ageLinks(me.user._id, MINUTE);
      expect((await resend()).statusCode).toBe(200);
    }
    await ageLinks(me.user._id, MINUTE);
    const spent = await resend();
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toBe(messages.mailDailyLimit);
    expect(mailedTokens(t.outboxDir, me.input.email, '/verify-email')).toHaveLength(
      limits.mailsPerDay,
    );

    await ageLinks(me.user._id, 24 * 60 * MINUTE);
    expect((await resend()).statusCode).toBe(200);
    const tokens = mailedTokens(t.outboxDir, me.input.email, '/verify-email');
    await t.inject({
      method: 'POST',
      url: '/api/v1/auth/email/verify',
      payload: { token: tokens.at(-1) },
    });
    await ageLinks(me.user._id, 24 * 60 * MINUTE);
    const verified = await resend();
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(messages.emailAlreadyVerified);
    expect(mailedTokens(t.outboxDir, me.input.email, '/verify-email')).toHaveLength(tokens.length);
  });

  it('sends one reset mail for a burst of requests, and answers each the same', async () => {
    const me = await t.signedInUser();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.inject({
          method: 'POST',
          url: '/api/v1/auth/password/forgot',
          payload: { email: me.input.email },
        }),
      ),
    );
    expect(new Set(burst.map((r) => `${r.statusCode} ${r.json().message}`))).toEqual(
      new Set([`200 ${messages.resetRequested}`]),
    );
    await waitForMail(t.outboxDir, me.input.email, '/reset-password');
    await new Promise((r) => setTimeout(r, 300));
    expect(mailedTokens(t.outboxDir, me.input.email, '/reset-password')).toHaveLength(1);
  });

  it('keeps the mail sent after a sign-up in sight, so that it can be waited for', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        name: 'Waited For',
        username: 'waited_for',
        email: 'waited.for@example.com',
        phone: '+1 555 010 0000',
        password: 'a long and unusual passphrase',
      },
    });
    expect(response.statusCode).toBe(201);
    await t.app.backgroundWork.settled();
    expect(mailedTokens(t.outboxDir, 'waited.for@example.com', '/verify-email')).toHaveLength(1);
  });

  it('verifies the e-mail through the link mailed at sign-up', async () => {
    const me = await t.signedInUser();
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/user/me', headers: me.headers })).json().data
        .user.emailVerified,
    ).toBe(false);
    const [token] = await waitForMail(t.outboxDir, me.input.email, '/verify-email');
    expect(
      (await t.inject({ method: 'POST', url: '/api/v1/auth/email/verify', payload: { token } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/user/me', headers: me.headers })).json().data
        .user.emailVerified,
    ).toBe(true);
    expect(
      (await t.inject({ method: 'POST', url: '/api/v1/auth/email/verify', payload: { token } }))
        .statusCode,
    ).toBe(400);
    const other = await t.signedInUser();
    expect(
      (
        await t.inject({
          method: 'GET',
          url: `/api/v1/user/${me.user._id}`,
          headers: other.headers,
        })
      ).json().data.user.emailVerified,
    ).toBeUndefined();
  });
});
