import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pictureMessages } from '@app/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { pngClaiming } from '../../../test/images';
import { multipartBody } from '../../../test/multipart';

describe.each(testDatabaseKinds)('profile pictures on %s', (kind) => {
  let t: TestApp;
  let me: Awaited<ReturnType<TestApp['signedInUser']>>;
  const upload = (
    bytes: Buffer,
    filename = 'me.jpg',
    type = 'image/jpeg',
    fields: Record<string, string> = {},
  ) => {
    const body = multipartBody(fields, { name: 'file', filename, type, bytes });
    return t.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers: { ...me.headers, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await t.signedInUser();
  });
  afterAll(async () => {
    await t.close();
  });

  it('re-encodes a JPEG with GPS EXIF into two sizes with no metadata, served with long caching', async () => {
    const withGps = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#3366aa' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Model: 'Tracker 9000' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();

    const response = await upload(withGps, '../../app.db', 'image/jpeg', {
      name: 'Pictured Person',
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json().data.user;
    expect(user.name).toBe('Pictured Person');
    expect(user.profile_pic).toMatch(/^\/media\/avatars\/[0-9a-f-]+\/[A-Za-z0-9_-]+-400\.jpg$/);

    const served = await t.inject({ method: 'GET', url: user.profile_pic });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 400, height: 400, format: 'jpeg' });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);

    const small = await t.inject({
      method: 'GET',
      url: user.profile_pic.replace('-400.jpg', '-96.jpg'),
    });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(96);
  });

  it('removes the old files when the picture is replaced or removed', async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 4, background: '#ff000080' },
    })
      .png()
      .toBuffer();
    const first = (await upload(png, 'a.png', 'image/png')).json().data.user.profile_pic as string;
    const second = (await upload(png, 'b.png', 'image/png')).json().data.user.profile_pic as string;
    expect(second).not.toBe(first);
    const fileOf = (url: string) => join(t.mediaDir, url.replace('/media/', ''));
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    const removed = await t.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers: me.headers,
      payload: { profile_pic: '' },
    });
    expect(removed.json().data.user.profile_pic).toBe('');
    expect(existsSync(fileOf(second))).toBe(false);
    expect(existsSync(fileOf(second.replace('-400', '-96')))).toBe(false);
  });

  it('refuses a file named .png whose bytes are something else with 415', async () => {
    const response = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.png',
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: pictureMessages.pictureType,
    });
  });

  it('refuses a 6 MB file with 413', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: pictureMessages.pictureTooLarge,
    });
  });

  it('refuses a tiny file that would decode to more than 40 megapixels, before decoding it', async () => {
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100);
    const before = process.memoryUsage().rss;
    const response = await upload(bomb, 'bomb.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(pictureMessages.pictureTooManyPixels);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a truncated image that claims to be a JPEG', async () => {
    const response = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(pictureMessages.pictureUnreadable);
  });
});
