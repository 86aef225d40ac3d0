import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mediaLimits, mediaMessages, messages, type Post, type PostMedia } from '@app/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { pngClaiming } from '../../../test/images';
import { multipartBody } from '../../../test/multipart';
import { removeStaleUnattached, UNATTACHED_LIFETIME_MS } from './media-cleanup';

const image = (width = 640, height = 480, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    [format]()
    .toBuffer();

describe.each(testDatabaseKinds)('post images on %s', (kind) => {
  let t: TestApp;
  let alice: TestPerson;
  let bob: TestPerson;
  let carol: TestPerson;
  let dave: TestPerson;

  const upload = (who: TestPerson | undefined, bytes: Buffer, filename = 'photo.png') => {
    const body = multipartBody({}, { name: 'file', filename, type: 'image/png', bytes });
    return t.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: { ...who?.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const uploaded = async (who: TestPerson, bytes?: Buffer): Promise<PostMedia> => {
    const response = await upload(who, bytes ?? (await image()));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.media;
  };
  const post = (who: TestPerson, payload: object) =>
    t.inject({ method: 'POST', url: '/api/v1/post/new', headers: who.headers, payload });
  const read = (who: TestPerson, id: string) =>
    t.inject({ method: 'GET', url: `/api/v1/post/${id}`, headers: who.headers });
  const fileOf = (url: string) => join(t.mediaDir, url.replace(/^\/media\//, ''));

  beforeAll(async () => {
    t = await createTestApp(kind);
    [alice, bob, carol, dave] = [
      await t.signedInUser(),
      await t.signedInUser(),
      await t.signedInUser(),
      await t.signedInUser(),
    ];
    await t.makePrivate(alice);
    await t.follow(bob, alice.user._id);
    const accepted = await t.inject({
      method: 'POST',
      url: '/api/v1/user/follow-requests/accept',
      headers: alice.headers,
      payload: { userId: bob.user._id },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const blocked = await t.inject({
      method: 'POST',
      url: '/api/v1/user/block',
      headers: alice.headers,
      payload: { userId: dave.user._id },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a token', async () => {
    expect((await upload(undefined, await image())).statusCode).toBe(401);
  });

  it('checks the type by the bytes, not the name', async () => {
    const pngNamedJpg = await upload(alice, await image(), 'photo.jpg');
    expect(pngNamedJpg.statusCode, pngNamedJpg.body).toBe(201);
    const textNamedPng = await upload(alice, Buffer.from('just some words, not a picture'));
    expect(textNamedPng.statusCode).toBe(415);
    expect(textNamedPng.json().message).toBe(mediaMessages.mediaType);
    const webp = await sharp(await image())
      .webp()
      .toBuffer();
    const gif = await sharp(await image())
      .gif()
      .toBuffer();
    expect((await upload(alice, webp, 'a.webp')).statusCode).toBe(201);
    expect((await upload(alice, gif, 'a.gif')).statusCode).toBe(201);
  });

  it('refuses more than 10 MB and more than 40 megapixels', async () => {
    const big = Buffer.concat([await image(), Buffer.alloc(mediaLimits.maxBytes)]);
    const tooBig = await upload(alice, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(mediaMessages.mediaTooLarge);
    const huge = await upload(alice, pngClaiming(8000, 5001));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(mediaMessages.mediaTooManyPixels);
  });

  it('stores at most 2048 px and a 400 px thumbnail, with no EXIF, GPS or XMP', async () => {
    const withGps = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#aa6633' },
    })
      .jpeg()
      .withMetadata({ orientation: 1 })
      .withExif({
        IFD0: { Make: 'SpyCam', Model: 'Tracker 9000', Artist: alice.user.username },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const media = await uploaded(alice, withGps);
    expect([media.width, media.height]).toEqual([2048, 1024]);
    expect(media.url).toMatch(/^\/media\/images\/[A-Za-z0-9_-]{22}-full\.webp$/);
    expect(media.url).not.toContain(alice.user._id);
    for (const url of [media.url, media.thumbUrl]) {
      const stored = await sharp(fileOf(url)).metadata();
      expect(stored.format).toBe('webp');
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.icc).toBeUndefined();
      expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBe(url === media.url ? 2048 : 400);
    }
  });

  it('attaches up to 4 images with alt text, and may leave the text empty', async () => {
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => uploaded(alice)));
    const items = five.map((m) => ({ _id: m._id, alt: 'A blue square' }));
    const tooMany = await post(alice, { content: '', media: items });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(mediaMessages.mediaTooMany);
    const longAlt = await post(alice, {
      content: 'x',
      media: [{ _id: five[0]?._id, alt: 'a'.repeat(mediaLimits.altMax + 1) }],
    });
    expect(longAlt.statusCode).toBe(400);
    expect(longAlt.body).toContain(mediaMessages.mediaAltTooLong);
    const empty = await post(alice, { content: '  ', media: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(messages.contentRequired);

    const ok = await post(alice, { content: '', media: items.slice(0, 4) });
    expect(ok.statusCode, ok.body).toBe(201);
    const created: Post = ok.json().data.post;
    expect(created.media.map((m) => m._id)).toEqual(items.slice(0, 4).map((m) => m._id));
    expect(created.media[0]?.alt).toBe('A blue square');
    // Already attached: not again, not even by its uploader.
    const again = await post(alice, { content: 'again', media: [items[0]] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(mediaMessages.mediaUnavailable);
  });

  it("refuses another person's image", async () => {
    const bobs = await uploaded(bob);
    const stolen = await post(carol, { content: 'mine now', media: [{ _id: bobs._id, alt: '' }] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(mediaMessages.mediaUnavailable);
  });

  it('edits alt text, removes and adds images, and deletes the files with the post', async () => {
    const [a, b] = [await uploaded(alice), await uploaded(alice)];
    const created = await post(alice, {
      content: 'two',
      media: [
        { _id: a._id, alt: 'first' },
        { _id: b._id, alt: 'second' },
      ],
    });
    const id = created.json().data.post._id as string;
    const c = await uploaded(alice);
    const edited = await t.editPost(alice, id, {
      media: [
        { _id: c._id, alt: 'third' },
        { _id: a._id, alt: 'first, described better' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const media: PostMedia[] = edited.json().data.post.media;
    expect(media.map((m) => [m._id, m.alt])).toEqual([
      [c._id, 'third'],
      [a._id, 'first, described better'],
    ]);
    expect(existsSync(fileOf(b.url))).toBe(false);
    expect(existsSync(fileOf(b.thumbUrl))).toBe(false);
    const emptied = await t.editPost(alice, id, { content: '', media: [] });
    expect(emptied.statusCode).toBe(400);
    // Without new images, the text may go: the post keeps the two it has.
    const textless = await t.editPost(alice, id, { content: '' });
    expect(textless.statusCode, textless.body).toBe(200);

    // Each of Alice's posts, as Bob's list of them shows it: its images.
    const imagesListed = async () => {
      const list = await t.inject({
        method: 'POST',
        url: '/api/v1/post/list',
        headers: bob.headers,
        payload: { filters: { author: alice.user._id } },
      });
      const posts = list.json().data.postList as Post[];
      return new Map(posts.map((p) => [p._id, p.media.map((m) => m._id)]));
    };
    expect((await imagesListed()).get(id)).toEqual([c._id, a._id]);
    // Lists read images only for posts that have some: taken away, none show.
    const [d, e] = [await uploaded(alice), await uploaded(alice)];
    const other = await post(alice, {
      content: 'two more',
      media: [d, e].map(({ _id }) => ({ _id, alt: '' })),
    });
    const otherId = other.json().data.post._id as string;
    const bare = await t.editPost(alice, otherId, { content: 'no pictures now', media: [] });
    expect(bare.statusCode, bare.body).toBe(200);
    const shown = await imagesListed();
    expect([shown.get(id), shown.get(otherId)]).toEqual([[c._id, a._id], []]);

    const gone = await t.inject({
      method: 'DELETE',
      url: `/api/v1/post/${id}`,
      headers: alice.headers,
    });
    expect(gone.statusCode).toBe(200);
    for (const m of [a, c]) {
      expect(existsSync(fileOf(m.url))).toBe(false);
      expect(existsSync(fileOf(m.thumbUrl))).toBe(false);
    }
  });

  it("shows a private account's images to its followers only", async () => {
    const m = await uploaded(alice);
    const id = (
      await post(alice, { content: 'for followers', media: [{ _id: m._id, alt: '' }] })
    ).json().data.post._id;
    const forBob = await read(bob, id);
    expect(forBob.json().data.post.media[0].url).toBe(m.url);
    expect((await read(carol, id)).statusCode).toBe(404);
    expect((await read(dave, id)).statusCode).toBe(404);
    for (const who of [carol, dave]) {
      const list = await t.inject({
        method: 'POST',
        url: '/api/v1/post/list',
        headers: who.headers,
        payload: {},
      });
      expect(list.body).not.toContain(m._id);
      expect(list.body).not.toContain(m.url);
    }
  });

  it("never leads from an anonymous post's images to its author", async () => {
    const m = await uploaded(alice);
    const id = (
      await post(alice, {
        content: 'who wrote this?',
        visibility: 'private',
        media: [{ _id: m._id, alt: 'a square' }],
      })
    ).json().data.post._id;
    for (const who of [bob, carol, dave]) {
      const answer = await read(who, id);
      expect(answer.statusCode).toBe(200);
      const seen: Post = answer.json().data.post;
      expect(seen.author).toBeNull();
      expect(seen.media[0]?.url).toBe(m.url);
      for (const secret of [alice.user._id, alice.user.username, alice.user.name])
        expect(answer.body).not.toContain(secret);
      const served = await t.inject({ method: 'GET', url: m.url, headers: who.headers });
      expect(served.statusCode).toBe(200);
      expect(served.headers['last-modified']).toBeUndefined();
      expect(served.headers.etag).toBeUndefined();
      expect(served.headers['cache-control']).toContain('private');
      const headers = JSON.stringify(served.headers);
      for (const secret of [alice.user._id, alice.user.username])
        expect(headers).not.toContain(secret);
    }
  });

  it('deletes images left unattached for a day, and only those', async () => {
    const lonely = await uploaded(carol);
    const kept = await uploaded(carol);
    await post(carol, { content: 'kept', media: [{ _id: kept._id, alt: '' }] });
    await removeStaleUnattached(t.app.db, t.app.media, Date.now() + UNATTACHED_LIFETIME_MS + 1000);
    expect(existsSync(fileOf(lonely.url))).toBe(false);
    expect(existsSync(fileOf(lonely.thumbUrl))).toBe(false);
    expect(existsSync(fileOf(kept.url))).toBe(true);
    const late = await post(carol, { content: 'late', media: [{ _id: lonely._id, alt: '' }] });
    expect(late.statusCode).toBe(400);
  });
});
