import { limits, messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../test/app';
import { testDatabaseKinds } from '../test/databases';
import { encodeCursor, finishRankedPage } from './db/pagination';

const deepest = limits.pageOffsetMax;
/** The last page number a page of `size` may ask for, and the first it may not. */
const lastPage = (size: number) => Math.floor(deepest / size) + 1;

describe('a ranked list’s cursor', () => {
  const rows = Array.from({ length: 21 }, (_, i) => i);
  it('leads on while the next page is in reach, and ends the list there', () => {
    const inReach = finishRankedPage(rows, { limit: 20, offset: deepest - 40 });
    expect(inReach).toMatchObject({ hasMore: true, nextCursor: encodeCursor({ o: '980' }) });
    expect(inReach.items).toHaveLength(20);
    const last = finishRankedPage(rows, { limit: 20, offset: deepest });
    expect(last).toMatchObject({ hasMore: false, nextCursor: null });
    expect(last.items).toHaveLength(20);
  });
});

/**
 * Skipped rows are read and checked like shown ones, so a page number or a ranked cursor
 * far down a list kept a database busy for seconds (page 10,000 of the Everyone feed at a
 * million posts: 6 s of one of SQLite's two readers). Every list stops at the same depth.
 */
describe.each(testDatabaseKinds)('pages beyond reach on %s', (kind) => {
  let t: TestApp;
  let reader: TestPerson;
  let postId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    reader = await t.signedInUser();
    postId = (
      await t.call(reader, 'POST', '/post/new', { content: 'a post to list', visibility: 'public' })
    ).json().data.post._id;
  });
  afterAll(async () => {
    await t.close();
  });

  const lists = () => [
    { url: '/post/list', body: { filters: {} } },
    { url: '/post/list', body: { filters: { search: 'post' } } },
    { url: '/post/popular', body: { window: 'today', filter: 'all' } },
    { url: '/post/saved', body: {} },
    { url: '/comment/list', body: { filters: { post: postId } } },
    { url: '/user/list', body: { filters: {} } },
    { url: '/user/followers', body: { userId: reader.user._id } },
    { url: '/user/following', body: { userId: reader.user._id } },
  ];

  it('answers a page number past the deepest page with 400 and the reason, on every list', async () => {
    for (const size of [limits.pageSizeDefault, limits.pageSizeMax]) {
      for (const { url, body } of lists()) {
        const page = (pageNum: number) =>
          t.call(reader, 'POST', url, { ...body, pageNum, pageSize: size });
        expect((await page(lastPage(size))).statusCode, `${url} ${size}`).toBe(200);
        const refused = await page(lastPage(size) + 1);
        expect(refused.statusCode, `${url} ${size}`).toBe(400);
        expect(refused.json().errors).toEqual([{ path: 'pageNum', message: messages.pageTooFar }]);
      }
      const notices = (pageNum: number) =>
        t.call(reader, 'GET', `/notifications?pageNum=${pageNum}&pageSize=${size}`);
      expect((await notices(lastPage(size))).statusCode).toBe(200);
      expect((await notices(lastPage(size) + 1)).statusCode).toBe(400);
    }
  });

  it('refuses a ranked list’s cursor made up to go deeper than its own cursors go', async () => {
    for (const { url, body } of lists().slice(1, 3)) {
      const at = (o: string) =>
        t.call(reader, 'POST', url, { ...body, cursor: encodeCursor({ o }) });
      expect((await at(String(deepest))).statusCode, url).toBe(200);
      for (const o of [String(deepest + 1), '1e9', '-20', 'many']) {
        const refused = await at(o);
        expect(refused.statusCode, `${url} ${o}`).toBe(400);
        expect(refused.json().message).toBe(messages.invalidCursor);
      }
    }
  });
});
