import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PostMedia } from '@app/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../test/app';
import { testDatabaseKinds } from '../test/databases';
import { multipartBody } from '../test/multipart';
import { ANONYMOUS_REMOVAL_WINDOW_MS, runDueRemovals } from './features/users/anonymous-removals';

/**
 * A post's image files go right after the transaction that deletes their rows, however the
 * post goes, not at the next start's sweep; an edit that drops an image drops its files.
 */
describe.each(testDatabaseKinds)('image files of deleted posts on %s', (kind) => {
  let t: TestApp;
  let moderator: TestPerson;
  let bystander: TestPerson;
  let bystanderImage: PostMedia;

  const api = (who: TestPerson, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload });
  const uploaded = async (who: TestPerson): Promise<PostMedia> => {
    const bytes = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const body = multipartBody({}, { name: 'file', filename: 'a.png', type: 'image/png', bytes });
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.media;
  };
  /** A post with one image by `who`; its id and image. */
  const postWithImage = async (who: TestPerson, visibility: 'public' | 'private' = 'public') => {
    const image = await uploaded(who);
    const response = await api(who, 'POST', '/post/new', {
      content: 'with a picture',
      visibility,
      media: [{ _id: image._id, alt: '' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().data.post._id as string, image };
  };
  const onDisk = (image: PostMedia) =>
    [image.url, image.thumbUrl].map((url) =>
      existsSync(join(t.mediaDir, url.slice('/media/'.length))),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    moderator = await t.signedInUser(); // the first account
    bystander = await t.signedInUser();
    bystanderImage = (await postWithImage(bystander)).image;
  });
  afterAll(async () => {
    // Deleting posts never touches anyone else's images.
    expect(onDisk(bystanderImage)).toEqual([true, true]);
    await t.close();
  });

  it('when the author deletes the post', async () => {
    const author = await t.signedInUser();
    const { id, image } = await postWithImage(author);
    expect(onDisk(image)).toEqual([true, true]);
    expect((await api(author, 'DELETE', `/post/${id}`)).statusCode).toBe(200);
    expect(onDisk(image)).toEqual([false, false]);
  });

  it('when an edit drops an image, and not when the edit fails', async () => {
    const author = await t.signedInUser();
    const { id, image } = await postWithImage(author);
    const kept = await uploaded(author);
    const foreign = await uploaded(bystander);
    const refused = await api(author, 'PUT', `/post/${id}`, {
      media: [{ _id: foreign._id, alt: '' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(onDisk(image)).toEqual([true, true]);
    const edited = await api(author, 'PUT', `/post/${id}`, { media: [{ _id: kept._id, alt: '' }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(onDisk(image)).toEqual([false, false]);
    expect(onDisk(kept)).toEqual([true, true]);
  });

  it('when a moderator removes the post', async () => {
    const author = await t.signedInUser();
    const { id, image } = await postWithImage(author);
    const removed = await api(moderator, 'POST', '/moderation/remove', {
      targetKind: 'post',
      targetId: id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(onDisk(image)).toEqual([false, false]);
  });

  it('when a moderator revokes anonymous posting, by either route', async () => {
    const author = await t.signedInUser();
    const first = await postWithImage(author, 'private');
    const second = await postWithImage(author, 'private');
    for (const [path, post] of [
      ['/moderation/revoke-anonymous', first],
      ['/moderation/suspend', second],
    ] as const) {
      const answer = await api(moderator, 'POST', path, { targetKind: 'post', targetId: post.id });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(onDisk(post.image)).toEqual([false, false]);
    }
  });

  it('when the account goes: named posts at once, anonymous ones at their own moment', async () => {
    const leaver = await t.signedInUser();
    const named = await postWithImage(leaver);
    const anonymous = await postWithImage(leaver, 'private');
    const gone = await api(leaver, 'DELETE', '/user/me', { password: leaver.input.password });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(onDisk(named.image)).toEqual([false, false]);
    // Still shown, authorless, until its removal (rule 14): its image must still load.
    expect(onDisk(anonymous.image)).toEqual([true, true]);

    const later = new Date(Date.now() + ANONYMOUS_REMOVAL_WINDOW_MS + 1000).toISOString();
    const events = await runDueRemovals(t.db, t.app.media, later);
    expect(events).toContainEqual({ type: 'post.deleted', postId: anonymous.id });
    expect(onDisk(anonymous.image)).toEqual([false, false]);
  });
});

/**
 * A post deleted any other way than posts' deletePosts (a delete of its row, or of its
 * author's, which cascades) would leave its image files until the next start.
 */
describe('the one way posts are deleted', () => {
  it('is the only code that deletes rows of posts or of accounts', () => {
    const root = import.meta.dirname;
    const deleting = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) =>
        /deleteFrom\(\s*'(posts|users)'|delete\s+from\s+(posts|users)\b/i.test(
          readFileSync(join(root, file), 'utf8'),
        ),
      )
      .sort();
    // posts.repository's deletePostRows, called by deletePosts alone; own-account's
    // deleteUser, which runs after deletePosts has taken the account's posts.
    expect(deleting).toEqual([
      'features/posts/posts.repository.ts',
      'features/users/own-account.repository.ts',
    ]);
  });
});
