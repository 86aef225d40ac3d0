import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseKinds } from '../test/databases';
import { countMismatches, rowCounter } from '../test/invariants';
import { multipartBody } from '../test/multipart';
import {
  type Hints,
  isZodSchema,
  leafPaths,
  type Path,
  setPath,
  validArbitrary,
} from '../test/zod-arbitrary';

/** Cases per route and database in the valid-shape fuzz test (fixed seeds). */
const RUNS_PER_ROUTE = 10;

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

/** Strings and values no field should choke on (PRODUCT.md §9 and what databases mind). */
const nested = (depth: number, leaf: unknown, array: boolean): unknown =>
  depth === 0
    ? leaf
    : array
      ? [nested(depth - 1, leaf, array)]
      : { a: nested(depth - 1, leaf, array) };
const hostileConstants: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'a'.repeat(100_000),
  'é'.repeat(5_000),
  '',
  ' ',
  "' OR 1=1 --",
  "'); drop table posts; --",
  '%',
  '_',
  '\\',
  '"unterminated',
  'NEAR(',
  '*',
  'AND OR NOT',
  'col:term',
  '"a" NEAR/2 "b"',
  '-',
  '^',
  '()',
  '🌵 İ ǅ \u202e \u200b',
  0,
  -1,
  2 ** 31,
  2 ** 53,
  -(2 ** 63),
  'NaN',
  'Infinity',
  1e308,
  -0,
  1.5,
  '2147483648',
  nested(50, 'deep', false),
  nested(50, 'deep', true),
  null,
  true,
  false,
  [],
  {},
  ['a', 'b'],
  { $gt: '' },
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '01a2055b-a019-7441-931f-74e5443da323',
];

/** A path segment or query value, even one holding a lone surrogate (as WTF-8 bytes). */
const encodePart = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  let out = '';
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
};

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
        // Junk mostly stops at validation, which is the same on every database: fewer runs
        // off SQLite keep the suite's time down (the valid-shape test below goes deeper).
        { numRuns: kind === 'sqlite' ? 40 : 20 },
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

  /**
   * Property: a request built from the route's own schemas (so that it would pass), with one
   * to three of its fields (body, path or query) replaced by something hostile, never gets a
   * 5xx nor an answer outside the envelope, and when it is refused it wrote no row.
   */
  it('never answers 500 to valid-shaped requests with hostile fields, and a refusal writes nothing', async () => {
    // People and things for ids to point at, so that requests get past validation into the
    // database: the fuzzer is a moderator, so the moderation routes reach it too.
    const fuzzer = await t.signedInUser();
    let person = fuzzer;
    const makeModerator = (id: string) =>
      t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', id).execute();
    await makeModerator(fuzzer.user._id);
    const owner = await t.signedInUser();
    const privateOwner = await t.signedInUser();
    await t.makePrivate(privateOwner);
    await t.follow(fuzzer, owner.user._id);
    await t.follow(fuzzer, privateOwner.user._id);
    await t.inject({
      method: 'POST',
      url: '/api/v1/user/muted-words',
      headers: fuzzer.headers,
      payload: { word: 'zebra' },
    });
    const posts = [
      await t.writePost(owner, 'something to find'),
      await t.writePost(owner, 'anonymous words', 'private'),
      await t.writePost(privateOwner, 'for followers'),
      await t.writePost(fuzzer, 'my own post'),
    ];
    const comments: string[] = [];
    for (const [who, post] of [
      [owner, posts[0]],
      [fuzzer, posts[0]],
      [owner, posts[3]],
    ] as const) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/v1/comment/new',
        headers: who.headers,
        payload: { comment: { content: 'a comment', post } },
      });
      comments.push(response.json().data.comment._id);
    }
    await t.inject({
      method: 'POST',
      url: `/api/v1/post/${posts[3]}/react`,
      headers: owner.headers,
      payload: { kind: 'like' },
    });
    await t.inject({
      method: 'POST',
      url: '/api/v1/reports',
      headers: owner.headers,
      payload: { targetKind: 'post', targetId: posts[3], reason: 'spam' },
    });
    await t.logIn(fuzzer.input.email, fuzzer.input.password); // a second session
    const users = [owner.user._id, privateOwner.user._id, fuzzer.user._id];
    const sessions = (
      await t.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', fuzzer.user._id)
        .execute()
    ).map((s) => s.id);
    const notifications = (await t.db.selectFrom('notifications').select('id').execute()).map(
      (n) => n.id,
    );
    const everyId = [...users, ...posts, ...comments, ...sessions, ...notifications];

    const idsFor = (url: string, key: string): string[] => {
      if (key === 'id' && url.includes('/post/')) return posts;
      if (key === 'id' && url.includes('/comment/')) return comments;
      if (key === 'id' && url.includes('/user/')) return users;
      if (key === 'id' && url.includes('/sessions/')) return sessions;
      if (key === 'userId' || key === 'author') return users;
      if (key === 'post') return posts;
      if (key === 'ids') return notifications;
      return everyId;
    };
    const hintsFor =
      (url: string): Hints =>
      (key) => [
        ...idsFor(url, key),
        ...(key === 'email' ? [fuzzer.input.email, 'new.person@example.com'] : []),
        ...(/password/i.test(key) && key !== 'newPassword' ? [fuzzer.input.password] : []),
        ...(key === 'newPassword' ? ['another long passphrase'] : []),
        ...(key === 'username' ? ['fuzz_user', fuzzer.input.username] : []),
        '',
      ];
    const hostile = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...hostileConstants) },
      // Ids that exist, of another kind or in capitals.
      fc.constantFrom(...everyId, ...everyId.map((id) => id.toUpperCase())),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );

    const countRows = await rowCounter(t.db);
    const routes = t.app.routeTable.filter(
      // The event stream stays open, and has its own tests.
      (r) => r.url.startsWith('/api/v1') && r.url !== '/api/v1/events',
    );
    let cases = 0;
    let refused = 0;
    const started = performance.now();
    for (const [index, route] of routes.entries()) {
      const parts = {
        params: route.schema.params,
        query: route.schema.querystring,
        body: route.schema.body,
      };
      const hints = hintsFor(route.url);
      const valid = fc.record(
        Object.fromEntries(
          Object.entries(parts).map(([part, schema]) => [
            part,
            isZodSchema(schema) ? validArbitrary(schema, hints) : fc.constant(undefined),
          ]),
        ) as Record<keyof typeof parts, fc.Arbitrary<unknown>>,
      );
      // The generator's own check: unmutated, every request passes the route's schemas.
      for (const sample of fc.sample(valid, { numRuns: 5, seed: index })) {
        for (const [part, schema] of Object.entries(parts)) {
          const value = sample[part as keyof typeof parts];
          if (isZodSchema(schema)) {
            expect(
              schema.safeParse(value).success,
              `${route.method} ${route.url} ${part} ${JSON.stringify(value)}`,
            ).toBe(true);
          }
        }
      }
      const paths: Path[] = Object.entries(parts).flatMap(([part, schema]) =>
        isZodSchema(schema) ? leafPaths(schema, [part]) : [],
      );
      // A route that takes nothing still gets a hostile query.
      if (paths.length === 0) paths.push(['query', 'q']);
      const mutations = fc.array(fc.tuple(fc.nat(), hostile), { minLength: 1, maxLength: 3 });
      await fc.assert(
        fc.asyncProperty(valid, mutations, async (request, changes) => {
          let mutated: Record<string, unknown> = request;
          for (const [pick, value] of changes) {
            mutated = setPath(mutated, paths[pick % paths.length] as Path, value) as typeof mutated;
          }
          const { params, query, body } = mutated as {
            params?: Record<string, unknown>;
            query?: Record<string, unknown>;
            body?: unknown;
          };
          const url =
            route.url.replace(/:(\w+)/g, (_, name: string) => encodePart(params?.[name])) +
            (query
              ? `?${Object.entries(query)
                  .filter(([, v]) => v !== undefined)
                  .map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`)
                  .join('&')}`
              : '');
          const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
          const payload = method === 'GET' || body === undefined ? undefined : JSON.stringify(body);
          const label = `${method} ${url.slice(0, 300)} ${payload?.slice(0, 300) ?? ''}`;
          const before = await countRows();
          const response = await t.app.inject({
            method,
            url,
            headers: {
              ...person.headers,
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(payload === undefined ? {} : { payload }),
          });
          cases += 1;
          expectEnvelope(response.statusCode, response.body, label);
          if (response.statusCode >= 400) {
            refused += 1;
            expect(await countRows(), `${label} -> ${response.statusCode} wrote rows`).toEqual(
              before,
            );
          } else if (method !== 'GET') {
            // A write that went through may have ended the fuzzer's session or account
            // (sign-out, password change, suspension, deletion): go on as someone new.
            const me = await t.app.inject({
              method: 'GET',
              url: '/api/v1/user/me',
              headers: person.headers,
            });
            if (me.statusCode !== 200 || route.url === '/api/v1/auth/password') {
              person = await t.signedInUser();
              await makeModerator(person.user._id);
            }
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20_261_125 + index },
      );
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `valid-shape fuzz on ${kind}: ${routes.length} routes × ${RUNS_PER_ROUTE} runs = ${cases} cases (${refused} refused) in ${seconds} s`,
    );
    expect(cases).toBe(routes.length * RUNS_PER_ROUTE);
    expect(await countMismatches(t.db)).toEqual([]);
  }, 120_000);
});
