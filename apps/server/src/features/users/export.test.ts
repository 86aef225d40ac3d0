import { accountExportSchema, messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';

describe.each(testDatabaseKinds)('exporting one’s own data on %s', (kind) => {
  let t: TestApp;
  let me: TestPerson;
  let other: TestPerson;
  const call = (who: TestPerson | undefined, url: string, payload: object) =>
    t.inject({ method: 'POST', url: `/api/v1${url}`, headers: who?.headers ?? {}, payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await t.signedInUser({ name: 'Exporting Person' });
    other = await t.signedInUser({ password: 'another quite unusual passphrase' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers everything I wrote and chose, anonymous pieces marked, nobody else’s', async () => {
    const named = await t.writePost(me, 'my named post');
    const hidden = await t.writePost(me, 'my anonymous post', 'private');
    const theirs = await t.writePost(other, 'their own words');
    await call(me, '/comment/new', {
      comment: { content: 'my anonymous comment', post: theirs, visibility: 'private' },
    });
    await call(other, '/comment/new', { comment: { content: 'their comment', post: named } });
    await call(me, `/post/${theirs}/react`, { kind: 'hug' });
    await call(me, `/post/${theirs}/save`, {});
    await t.follow(me, other.user._id);
    const blocked = await t.signedInUser();
    const muted = await t.signedInUser();
    await call(me, '/user/block', { userId: blocked.user._id });
    await call(me, '/user/mute', { userId: muted.user._id });
    await call(me, '/user/muted-words', { word: 'spoilers' });

    const answer = await call(me, '/user/me/export', { password: me.input.password });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(messages.accountExported);
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="murmur-${me.user.username}-\\d{4}-\\d{2}-\\d{2}\\.json"`),
    );
    const archive = accountExportSchema.parse(answer.json().data.export);
    expect(archive.profile).toMatchObject({
      userId: me.user._id,
      name: 'Exporting Person',
      email: me.input.email,
    });
    expect(archive.posts.map((p) => [p.postId, p.content, p.anonymous])).toEqual([
      [named, 'my named post', false],
      [hidden, 'my anonymous post', true],
    ]);
    expect(archive.comments).toEqual([
      expect.objectContaining({
        postId: theirs,
        content: 'my anonymous comment',
        anonymous: true,
        pseudonym: 'Anonymous 1',
      }),
    ]);
    expect(archive.reactions).toEqual([
      expect.objectContaining({ on: 'post', id: theirs, kind: 'hug' }),
    ]);
    expect(archive.saves.map((s) => s.postId)).toEqual([theirs]);
    expect(archive.following).toEqual([
      expect.objectContaining({ userId: other.user._id, status: 'accepted' }),
    ]);
    expect(archive.blocks.map((b) => b.userId)).toEqual([blocked.user._id]);
    expect(archive.mutes.map((m) => m.userId)).toEqual([muted.user._id]);
    expect(archive.mutedWords.map((w) => w.word)).toEqual(['spoilers']);
    // Others' writing stays theirs, and no secret leaves: no hash, no session.
    expect(answer.body).not.toContain('their own words');
    expect(answer.body).not.toContain('their comment');
    expect(answer.body).not.toContain('argon2');
    expect(answer.body).not.toContain(me.token);
  });

  it('needs the password, and the token decides whose data it is', async () => {
    const wrong = await call(me, '/user/me/export', { password: 'not my password at all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.passwordIncorrect);
    // My password with their token: still only theirs, and refused, as it is not their password.
    expect((await call(other, '/user/me/export', { password: me.input.password })).statusCode).toBe(
      400,
    );
    const theirs = await call(other, '/user/me/export', { password: other.input.password });
    expect(theirs.json().data.export.profile.userId).toBe(other.user._id);
    expect(theirs.body).not.toContain('my anonymous post');
    expect((await call(undefined, '/user/me/export', { password: 'x' })).statusCode).toBe(401);
    expect((await call(me, '/user/me/export', {})).statusCode).toBe(400);
  });
});
