import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseKinds } from '../test/databases';
import { countMismatches } from '../test/invariants';
import { multipartBody } from '../test/multipart';

/**
 * Property: whatever arrives in a body, a path or a query, the answer is never a 500 and
 * always the contract's envelope. Bodies include wrong types, huge and odd Unicode strings,
 * nulls, nested junk and prototype-pollution keys.
 */
const junk = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.string({ maxLength: 3000 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '01a2055b-a019-7441-931f-74e5443da323',
      'public',
      'private',
      'like',
      "' OR 1=1 --",
      '"quoted"',
    ),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.constantFrom(
        'content',
        'visibility',
        'post',
        'comment',
        'filters',
        'userId',
        'kind',
        'active',
        'cursor',
        'pageSize',
        'pageNum',
        'search',
        'author',
        'name',
        'password',
        'email',
        '__proto__',
        'constructor',
        'isAdmin',
      ),
      tie('value'),
      { maxKeys: 6 },
    ),
  ),
})).value;

const pathPart = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.uuid(),
  fc.constantFrom('..', '%00', '01a2055b-a019-7441-931f-74e5443da323', '%F0%9F%8C%B5'),
);

describe.each(testDatabaseKinds)('fuzzing every endpoint on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    headers = (await t.signedInUser()).headers;
    await t.inject({
      method: 'POST',
      url: '/api/v1/post/new',
      headers,
      payload: { content: 'something to find' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const expectEnvelope = (status: number, body: string, label: string) => {
    expect(status, `${label} -> ${body.slice(0, 300)}`).toBeLessThan(500);
    const parsed = JSON.parse(body);
    expect(typeof parsed.success, label).toBe('boolean');
    expect(typeof parsed.message, label).toBe('string');
    if (!parsed.success) expect(typeof parsed.code, label).toBe('string');
    // No stack, SQL or internal path ever leaves in an answer.
    expect(body, label).not.toMatch(/node_modules|SQLITE_|\binsert into\b|\.ts:\d+|\bat \w+ \(/i);
  };

  it('never answers 500 or outside the envelope, for any body, path or query', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/v1') && r.url !== '/api/v1/events',
    );
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          junk,
          pathPart,
          fc.string({ maxLength: 60 }),
          async (body, part, query) => {
            const url = `${route.url.replace(':id', encodeURIComponent(part))}?q=${encodeURIComponent(query)}`;
            const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
            const response = await t.inject({
              method,
              url,
              headers,
              ...(method === 'GET' ? {} : { payload: JSON.stringify(body) ?? 'null' }),
              ...(method === 'GET'
                ? {}
                : { headers: { ...headers, 'content-type': 'application/json' } }),
            });
            expectEnvelope(
              response.statusCode,
              response.body,
              `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 200)}`,
            );
          },
        ),
        { numRuns: 40 },
      );
    }
  });

  it('left no partial write behind: every kept count still equals its rows', async () => {
    expect(await countMismatches(t.db)).toEqual([]);
  });

  it('never answers 500 to any multipart upload', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2000 }),
        fc.dictionary(
          fc.constantFrom(
            'name',
            'bio',
            'phone',
            'isPrivate',
            'showContact',
            'profile_pic',
            'userId',
            'file',
          ),
          fc.string({ maxLength: 80 }),
          { maxKeys: 5 },
        ),
        fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream'),
        async (bytes, fields, type) => {
          const head =
            bytes.length % 2
              ? Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
              : Buffer.from([0xff, 0xd8, 0xff]);
          const body = multipartBody(fields, {
            name: 'file',
            filename: '../../x.png',
            type,
            bytes: Buffer.concat([head, Buffer.from(bytes)]),
          });
          const response = await t.inject({
            method: 'PUT',
            url: '/api/v1/user/update',
            headers: { ...headers, ...body.headers },
            payload: body.payload,
          });
          expectEnvelope(response.statusCode, response.body, `multipart ${JSON.stringify(fields)}`);
        },
      ),
      { numRuns: 60 },
    );
  });
});
