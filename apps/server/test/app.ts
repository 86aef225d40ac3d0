import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginResult, SignUpInput, User } from '@app/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import { buildApp } from '../src/app';
import { type Config, parseConfig } from '../src/config';
import type { Db } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { idAt, newId } from '../src/lib/ids';
import type { OverloadBounds } from '../src/plugins/backpressure';
import { createTestDatabase, type TestDatabaseKind } from './databases';

/** For apps built in tests: see createTestApp's `overloadBounds`. */
export const noLoadShedding: OverloadBounds = {
  maxEventLoopDelayMs: 0,
  maxHeapUsedBytes: 0,
  maxRssBytes: 0,
};

/** `N` items of `T`, so that a test can name each of a fixed number without checking it is there. */
type Tuple<T, N extends number, Made extends T[] = []> = Made['length'] extends N
  ? Made
  : Tuple<T, N, [...Made, T]>;

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/** A signed-in account of a test app: its user, token and the header to send. */
export type TestPerson = Awaited<ReturnType<TestApp['signedInUser']>>;

/** The real app on a fresh database, with every answer it gave kept for later checks. */
export async function createTestApp(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
  options: {
    /** Wraps the app's database, e.g. with a plugin that counts queries. */
    wrap?: (db: Db) => Db;
    /**
     * Load shedding, off unless a test asks: tests share two cores with other test files and
     * a database server, and a test process holds many files' data at once, so neither the
     * loop's delay nor the process's memory says anything about the app.
     */
    overloadBounds?: OverloadBounds;
  } = {},
) {
  const { wrap, overloadBounds = noLoadShedding } = options;
  const database = await createTestDatabase(kind);
  const mediaDir = mkdtempSync(join(tmpdir(), 'social-media-'));
  const outboxDir = mkdtempSync(join(tmpdir(), 'social-outbox-'));
  const config = { ...parseConfig({ RATE_LIMITS: 'off' }), mediaDir, outboxDir, ...overrides };
  const handle = wrap ? { ...database.handle, db: wrap(database.handle.db) } : database.handle;
  const app = await buildApp({
    config,
    database: handle,
    webDist: '/nonexistent',
    overloadBounds,
  });
  await app.ready();
  // The sweeps an app starts as it becomes ready would otherwise run into the first tests.
  await app.backgroundWork.settled();
  const answers: LightMyRequestResponse[] = [];
  let counter = 0;

  const inject = async (options: InjectOptions) => {
    const response = await app.inject(options);
    answers.push(response);
    return response;
  };

  const signUp = async (fields: Partial<SignUpInput> = {}) => {
    counter += 1;
    const unique = `${Date.now().toString(36)}${counter}`;
    const input: SignUpInput = {
      name: `Person ${counter}`,
      username: `person_${unique}`,
      email: `person.${unique}@example.com`,
      phone: '+1 555 010 0000',
      password: 'a long and unusual passphrase',
      ...fields,
    };
    const response = await inject({ method: 'POST', url: '/api/v1/auth/signup', payload: input });
    if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
    // Its verification mail reads and locks the account after the answer: a test that races
    // or pauses that account's statements must not catch the mail's instead.
    await app.backgroundWork.settled();
    return { input, user: response.json().data.user as User };
  };

  const logIn = async (email: string, password: string) => {
    const response = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json().data as LoginResult;
  };

  /** A new account, signed in: its user, token and the header to send. */
  const signedInUser = async (fields: Partial<SignUpInput> = {}) => {
    const { input } = await signUp(fields);
    const { token, user } = await logIn(input.email, input.password);
    return { input, user, token, headers: { authorization: `Bearer ${token}` } };
  };

  /** `count` new accounts, signed in one after another: their ids are in that order. */
  const signedInUsers = async <N extends number>(count: N) => {
    const people: Awaited<ReturnType<typeof signedInUser>>[] = [];
    for (let i = 0; i < count; i++) people.push(await signedInUser());
    return people as Tuple<(typeof people)[number], N>;
  };

  type Person = { headers: Record<string, string> };

  /** `who` calls the API at `url` (under /api/v1), with `payload` as its JSON body if given. */
  const call = (
    who: Person,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who.headers },
      ...(payload ? { payload } : {}),
    });

  /** A post written by `who`; its id. `private` is the contract's word for anonymous. */
  const writePost = async (who: Person, content: string, visibility = 'public') => {
    const response = await inject({
      method: 'POST',
      url: '/api/v1/post/new',
      headers: who.headers,
      payload: { content, visibility },
    });
    if (response.statusCode !== 201) throw new Error(`post failed: ${response.body}`);
    return response.json().data.post._id as string;
  };

  /**
   * A named post written straight into the table, as an older schema held them: for tests of
   * a migration, whose app (its session read included) needs the newest schema.
   */
  const storePost = async (who: { user: { _id: string } }, content: string) => {
    const id = newId();
    const at = new Date().toISOString();
    await database.handle.db
      .insertInto('posts')
      .values({
        id,
        author_id: who.user._id,
        content,
        visibility: 'public',
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  };

  /**
   * Rows written straight into a table, 500 to a statement: thousands in one would pass the
   * databases' bound on a statement's values (SQLite 32,766, PostgreSQL 65,535).
   */
  const storeRows = async <T extends keyof Database & string>(
    table: T,
    rows: Insertable<Database[T]>[],
  ) => {
    for (let from = 0; from < rows.length; from += 500) {
      await database.handle.db
        .insertInto(table)
        .values(rows.slice(from, from + 500) as never)
        .execute();
    }
  };

  /**
   * `count` quiet accounts that `reader` follows, written straight into the tables with the
   * counts kept (signing each up through the API took 10 s a database).
   */
  const storeFollowed = async (reader: { user: { _id: string } }, count: number) => {
    const now = Date.now();
    const at = new Date(now).toISOString();
    const ids = Array.from({ length: count }, (_, i) => idAt(now - (count - i) * 1000));
    const { password_hash } = await database.handle.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', reader.user._id)
      .executeTakeFirstOrThrow();
    await storeRows(
      'users',
      ids.map((id) => {
        counter += 1;
        const name = `followed_${Date.now().toString(36)}${counter}`;
        return {
          id,
          name: `Followed ${name}`,
          username: name,
          username_key: name,
          email: `${name}@example.com`,
          email_key: `${name}@example.com`,
          password_hash,
          followers_count: 1,
          created_at: at,
          updated_at: at,
        };
      }),
    );
    await storeRows(
      'follows',
      ids.map((id) => ({
        follower_id: reader.user._id,
        followee_id: id,
        status: 'accepted' as const,
        created_at: at,
      })),
    );
    await database.handle.db
      .updateTable('users')
      .set((eb) => ({ following_count: eb('following_count', '+', count) }))
      .where('id', '=', reader.user._id)
      .execute();
    return ids;
  };

  /** `who` edits a post (`PUT /post/:id`) with `changes`; the answer, refusals included. */
  const editPost = (who: Person, postId: string, changes: Record<string, unknown>) =>
    inject({
      method: 'PUT',
      url: `/api/v1/post/${postId}`,
      headers: who.headers,
      payload: changes,
    });

  /** `who` sends a setting's request, which must succeed (200); `what` names it if not. */
  const settle = async (
    who: Person,
    what: string,
    request: { method: 'POST' | 'PUT'; url: string; payload: Record<string, unknown> },
  ) => {
    const response = await inject({ ...request, headers: who.headers });
    if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.body}`);
  };

  const follow = (who: Person, userId: string) =>
    settle(who, 'follow', { method: 'POST', url: '/api/v1/user/follow', payload: { userId } });

  /** `who` mutes `word`: their lists leave out what contains it. */
  const muteWord = (who: Person, word: string) =>
    settle(who, 'muting', { method: 'POST', url: '/api/v1/user/muted-words', payload: { word } });

  /** The text of each post on the first page of a post search by `who`. */
  const searchedContents = async (who: Person, text: string) => {
    const response = await call(who, 'POST', '/post/list', {
      pageSize: 20,
      filters: { search: text },
    });
    if (response.statusCode !== 200) throw new Error(`search failed: ${response.body}`);
    return (response.json().data.postList as { content: string }[]).map((post) => post.content);
  };

  /** The names on the first page of a People search by `who`, and its total. */
  const searchedPeople = async (who: Person, text: string) => {
    const response = await call(who, 'POST', '/user/list', {
      pageSize: 20,
      filters: { search: text },
    });
    if (response.statusCode !== 200) throw new Error(`People search failed: ${response.body}`);
    const data = response.json().data as { userList: { name: string }[]; total: number };
    return { names: data.userList.map((user) => user.name), total: data.total };
  };

  /** Makes `who`'s account private, as the settings page does. */
  const makePrivate = (who: Person) =>
    settle(who, 'making private', {
      method: 'PUT',
      url: '/api/v1/user/update',
      payload: { isPrivate: true },
    });

  return {
    app,
    mediaDir: config.mediaDir,
    outboxDir: config.outboxDir,
    db: database.handle.db,
    databaseUrl: database.url,
    inject,
    call,
    answers,
    signUp,
    logIn,
    signedInUser,
    signedInUsers,
    writePost,
    storePost,
    storeFollowed,
    storeRows,
    editPost,
    settle,
    follow,
    muteWord,
    makePrivate,
    searchedContents,
    searchedPeople,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
