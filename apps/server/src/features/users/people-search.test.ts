import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { peopleSearchBounds } from '../../db/people-search';
import { countPeople, listPeople } from './users.repository';

/**
 * People search by name and username: substrings of three letters or more through the
 * trigram indexes of migration 0028, shorter ones in a window of the newest accounts.
 */
describe.each(testDatabaseKinds)('people search on %s', (kind) => {
  let t: TestApp;
  let viewer: TestPerson;
  beforeAll(async () => {
    t = await createTestApp(kind);
    viewer = await t.signedInUser({ name: 'Vera Viewer' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Letters no other account holds, so that each test finds only its own people. */
  const unique = () =>
    `zq${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
  const post = (who: TestPerson, url: string, payload: object) =>
    t.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
  const search = async (text: string, who: TestPerson = viewer) => {
    const answer = await post(who, '/user/list', { pageSize: 50, filters: { search: text } });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data as { userList: { _id: string }[]; total: number };
    return { ids: data.userList.map((u) => u._id), total: data.total };
  };
  const idsOf = (...people: TestPerson[]) =>
    people
      .map((p) => p.user._id)
      .sort()
      .reverse();

  it('finds a part of a name or a username, case aside, newest first, with its total', async () => {
    const tag = unique();
    const ann = await t.signedInUser({ name: `Annabel ${tag.toUpperCase()}son` });
    const bob = await t.signedInUser({ name: 'Bob Plain', username: `bob_${tag}_x` });
    const cy = await t.signedInUser({ name: `Cy ${tag}` });
    expect(await search(tag)).toEqual({ ids: idsOf(ann, bob, cy), total: 3 });
    expect(await search(tag.toUpperCase())).toEqual({ ids: idsOf(ann, bob, cy), total: 3 });
    expect(await search(`${tag.slice(3)}SON`)).toEqual({ ids: idsOf(ann), total: 1 });
    expect(await search(`BOB_${tag}`)).toEqual({ ids: idsOf(bob), total: 1 });
    expect(await search(`${tag.slice(2)}_x`)).toEqual({ ids: idsOf(bob), total: 1 });
    // The name and the username are matched apart: no match runs from one into the other.
    expect(await search(`${tag}bob`)).toEqual({ ids: [], total: 0 });
    expect(await search(`${unique()}`)).toEqual({ ids: [], total: 0 });
  });

  it('searches wildcards and FTS5 syntax as the text they are', async () => {
    const tag = unique();
    const names = [
      `${tag} 100% a_b c\\d`,
      `${tag} "quoted" star* AND NEAR(x y)`,
      `${tag} 1000 axb cd (paren) or`,
    ];
    const [wild, syntax, plain] = [
      await t.signedInUser({ name: names[0] }),
      await t.signedInUser({ name: names[1] }),
      await t.signedInUser({ name: names[2] }),
    ];
    const found = async (text: string) => (await search(text)).ids;
    expect(await found(`${tag} 100%`)).toEqual(idsOf(wild));
    expect(await found('0% a_b')).toEqual(idsOf(wild));
    expect(await found(`${tag} 10_0`)).toEqual([]);
    expect(await found('a_b c\\d')).toEqual(idsOf(wild));
    expect(await found('"quoted"')).toEqual(idsOf(syntax));
    expect(await found('star*')).toEqual(idsOf(syntax));
    expect(await found(`${tag.slice(0, 5)}*`)).toEqual([]);
    expect(await found('and near(')).toEqual(idsOf(syntax));
    expect(await found('NEAR(x y)')).toEqual(idsOf(syntax));
    expect(await found('(paren)')).toEqual(idsOf(plain));
    // Each of these would match all three if obeyed as FTS5 syntax.
    // A NUL, which ends an FTS5 query and which PostgreSQL refuses in text, is left out.
    expect(await found(`"quo\u0000ted"`)).toEqual(idsOf(syntax));
    for (const text of [
      `${tag} AND 1000`,
      `${tag}" OR "1000`,
      `${tag} OR ${tag}`,
      `NEAR(${tag} 1000)`,
      `(${tag})`,
      `"${tag}"`,
      `${tag} NOT x`,
      `name:${tag}`,
    ]) {
      expect(await search(text), text).toEqual({ ids: [], total: 0 });
    }
  });

  it('finds a renamed account by its new name only', async () => {
    const [before, after] = [unique(), unique()];
    const ren = await t.signedInUser({ name: `Ren ${before}` });
    expect((await search(before)).ids).toEqual(idsOf(ren));
    const renamed = await t.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers: ren.headers,
      payload: { name: `Ren ${after}` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await search(before)).toEqual({ ids: [], total: 0 });
    expect(await search(after)).toEqual({ ids: idsOf(ren), total: 1 });
    // Other changes to the account leave the index as it is.
    await post(ren, '/user/follow', { userId: viewer.user._id });
    await t.db.updateTable('users').set({ bio: 'x' }).where('id', '=', ren.user._id).execute();
    expect(await search(after)).toEqual({ ids: idsOf(ren), total: 1 });
  });

  it('finds no deleted or suspended account', async () => {
    const tag = unique();
    const [leaver, suspended, stays] = [
      await t.signedInUser({ name: `Leaver ${tag}` }),
      await t.signedInUser({ name: `Suspended ${tag}` }),
      await t.signedInUser({ name: `Stays ${tag}` }),
    ];
    expect((await search(tag)).total).toBe(3);
    const gone = await t.inject({
      method: 'DELETE',
      url: '/api/v1/user/me',
      headers: leaver.headers,
      payload: { password: leaver.input.password },
    });
    expect(gone.statusCode).toBe(200);
    await t.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', suspended.user._id)
      .execute();
    expect(await search(tag)).toEqual({ ids: idsOf(stays), total: 1 });
    expect(await search(`Leaver ${tag}`)).toEqual({ ids: [], total: 0 });
    // Renamed while suspended, then restored: found by the name it has now.
    const setSuspended = (changes: { name?: string; status?: string }) =>
      t.db.updateTable('users').set(changes).where('id', '=', suspended.user._id).execute();
    await setSuspended({ name: `Renamed ${tag}` });
    expect((await search(`Renamed ${tag}`)).total).toBe(0);
    await setSuspended({ status: 'active' });
    expect(await search(tag)).toEqual({ ids: idsOf(suspended, stays), total: 2 });
    expect(await search(`Suspended ${tag}`)).toEqual({ ids: [], total: 0 });
  });

  it('leaves out the viewer and anyone a block stands between, either way', async () => {
    const tag = unique();
    const [me, blocked, blocker, other] = [
      await t.signedInUser({ name: `Me ${tag}` }),
      await t.signedInUser({ name: `Blocked ${tag}` }),
      await t.signedInUser({ name: `Blocker ${tag}` }),
      await t.signedInUser({ name: `Other ${tag}` }),
    ];
    await post(me, '/user/block', { userId: blocked.user._id });
    await post(blocker, '/user/block', { userId: me.user._id });
    expect(await search(tag, me)).toEqual({ ids: idsOf(other), total: 1 });
    expect(await search(`blocke`, me)).toEqual({ ids: [], total: 0 });
    expect(await search(tag, other)).toEqual({ ids: idsOf(me, blocked, blocker), total: 3 });
    expect(await search(tag, blocked)).toEqual({ ids: idsOf(blocker, other), total: 2 });
  });

  it('pages the matches by cursor, newest first, each page with the same total', async () => {
    const tag = unique();
    const people: TestPerson[] = [];
    for (let i = 0; i < 5; i++) people.push(await t.signedInUser({ name: `Pager ${i} ${tag}` }));
    await t.signedInUser({ name: 'Pager not matching' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await post(viewer, '/user/list', {
        pageSize: 2,
        ...(cursor ? { cursor } : {}),
        filters: { search: tag },
      });
      const data = answer.json().data;
      expect(data.total).toBe(5);
      seen.push(...data.userList.map((u: { _id: string }) => u._id));
      cursor = data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(idsOf(...people));
  });

  it('looks through the newest accounts only for text under three letters', async () => {
    // '~ǂ' in six names and nowhere else; the viewer and the earlier accounts are older.
    const people: TestPerson[] = [];
    for (let i = 0; i < 6; i++) people.push(await t.signedInUser({ name: `Short ~ǂ${i}` }));
    const [, , , blocked] = people as [TestPerson, TestPerson, TestPerson, TestPerson];
    await post(viewer, '/user/block', { userId: blocked.user._id });
    const bounds = { ...peopleSearchBounds, shortSearchWalked: 4 };
    const page = { limit: 50, offset: 0 };
    const list = async (text: string, before?: string) =>
      (await listPeople(t.db, viewer.user._id, text, before, page, bounds)).map((row) => row.id);
    const count = (text: string) => countPeople(t.db, viewer.user._id, text, bounds);
    const newest = idsOf(...people.slice(2).filter((p) => p !== blocked));
    expect(await list('~ǂ')).toEqual(newest);
    expect(await count('~ǂ')).toBe(newest.length);
    expect(await list('~ǂ', newest[0])).toEqual(newest.slice(1));
    // One letter is as short; three go through the index, whatever the window.
    expect(await list('ǂ')).toEqual(newest);
    expect(await count('ǂ')).toBe(newest.length);
    expect(await list('~ǂ1')).toEqual(idsOf(people[1] as TestPerson));
    expect(await count('~ǂ1')).toBe(1);
    // The API's window holds them all.
    const all = idsOf(...people.filter((p) => p !== blocked));
    expect(await search('~ǂ')).toEqual({ ids: all, total: all.length });
  });

  it('lists the same matches when there are many and the page walks the accounts instead', async () => {
    const tag = unique();
    const people: TestPerson[] = [];
    for (let i = 0; i < 6; i++) people.push(await t.signedInUser({ name: `Many ${i} ${tag}` }));
    await post(viewer, '/user/block', { userId: (people[4] as TestPerson).user._id });
    const expected = idsOf(...people.filter((_, i) => i !== 4));
    for (const manyMatches of [1, 5, 6, 7, 1000]) {
      const bounds = { ...peopleSearchBounds, manyMatches };
      const page = async (before: string | undefined, limit: number, offset = 0) =>
        (await listPeople(t.db, viewer.user._id, tag, before, { limit, offset }, bounds)).map(
          (row) => row.id,
        );
      expect(await page(undefined, 50), `manyMatches ${manyMatches}`).toEqual(expected);
      // A page holds one more than asked, to tell whether another follows.
      expect(await page(expected[1], 2)).toEqual(expected.slice(2, 5));
      expect(await page(undefined, 1, 3)).toEqual(expected.slice(3, 5));
    }
    expect(await countPeople(t.db, viewer.user._id, tag)).toBe(expected.length);
  });

  it('matches letters beyond ASCII case aside, and counts what it lists', async () => {
    // SQLite's own lower() folds ASCII letters only; names are folded as the text typed is,
    // every letter (migration 0030), and the count must agree with the list.
    const tag = unique();
    const names = [
      `Élodie ${tag}`,
      `İbrahim ${tag}`,
      `Straße ${tag}`,
      `ÅSA ${tag}`,
      `Ольга ${tag}`,
    ];
    for (const name of names) await t.signedInUser({ name });
    for (const text of [
      'Élodie',
      'élodie',
      'ÉLO',
      'İbr',
      'ibrahim',
      'raße',
      'STRASSE',
      'åsa',
      'ÅSA',
      'ольга',
      'ОЛЬГ',
    ]) {
      const found = await search(text);
      expect(found.total, text).toBe(found.ids.length);
    }
    // A capital beyond ASCII in a name is found whatever the case typed, on every database,
    // through the index (three letters or more) and without it (fewer).
    for (const text of [`élodie ${tag}`, `Élodie ${tag}`, `ÉLODIE ${tag}`, `ольга ${tag}`]) {
      expect((await search(text)).total, text).toBe(1);
    }
    expect((await search(`straße ${tag}`)).total).toBe(1);
    const [olga] = (await search(`ОЛЬГА ${tag}`)).ids;
    expect(olga).toBeDefined();
    expect((await search('оль')).ids).toContain(olga);
    expect((await search('ол')).ids).toContain(olga);
  });
});
