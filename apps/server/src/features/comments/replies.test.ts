import { type Comment, messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';

/** PRODUCT.md §7: replies to comments, listed by parent, kept under '[deleted]' parents. */
describe.each(testDatabaseKinds)('replies on %s', (kind) => {
  let t: TestApp;

  const call = (who: TestPerson, url: string, payload: object = {}) =>
    t.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
  const write = async (
    who: TestPerson,
    post: string,
    content: string,
    parent?: string,
    visibility: 'public' | 'private' = 'public',
  ) => {
    const response = await call(who, '/comment/new', {
      comment: { content, post, visibility, ...(parent ? { parent } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.comment as Comment;
  };
  const thread = async (who: TestPerson, post: string, parent?: string) => {
    const response = await call(who, '/comment/list', {
      pageSize: 50,
      filters: { post, ...(parent ? { parent } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { commentList: Comment[]; total: number };
  };
  const remove = (who: TestPerson, id: string) =>
    t.inject({ method: 'DELETE', url: `/api/v1/comment/${id}`, headers: who.headers });
  const notifications = async (who: TestPerson) => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: who.headers,
    });
    return response.json().data.notifications as { kind: string; text: string }[];
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  // The post, the parent and the page are read at once; the answer must not depend on which
  // read comes back first.
  it('answers a reply list for a post out of sight with 404 for the post, before the parent', async () => {
    const [author, other, reader] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    const hidden = await t.writePost(author, 'out of sight soon');
    const elsewhere = await t.writePost(other, 'another thread');
    const stray = await write(reader, elsewhere, 'on another post');
    const onHidden = await write(reader, hidden, 'on the hidden post');
    const blocked = await call(author, '/user/block', { userId: reader.user._id });
    expect(blocked.statusCode).toBe(200);
    for (const parent of [
      undefined,
      stray._id,
      onHidden._id,
      '01a2055b-a019-7441-931f-74e5443da323',
    ]) {
      const response = await call(reader, '/comment/list', {
        pageSize: 20,
        filters: { post: hidden, ...(parent ? { parent } : {}) },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.postNotFound);
    }
    // On a post in sight, a parent from another thread is refused as before.
    const misplaced = await call(reader, '/comment/list', {
      pageSize: 20,
      filters: { post: elsewhere, parent: onHidden._id },
    });
    expect(misplaced.statusCode).toBe(404);
  });

  it('lists top-level comments apart from the replies to each, oldest first', async () => {
    const [author, ann, bob] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    const post = await t.writePost(author, 'a question');
    const first = await write(ann, post, 'first');
    const reply = await write(bob, post, 'answering ann', first._id);
    const deeper = await write(ann, post, 'answering bob', reply._id);
    await write(bob, post, 'second top-level');
    expect(reply.parent).toBe(first._id);

    const top = await thread(author, post);
    expect(top.commentList.map((c) => c.content)).toEqual(['first', 'second top-level']);
    expect(top.commentList[0]?.replyCount).toBe(1);
    // The post's total counts every comment, replies too, as its card does.
    expect(top.total).toBe(4);
    expect((await thread(author, post, first._id)).commentList.map((c) => c._id)).toEqual([
      reply._id,
    ]);
    expect((await thread(author, post, reply._id)).commentList.map((c) => c._id)).toEqual([
      deeper._id,
    ]);
  });

  it('refuses a parent on another post, and one that is not there', async () => {
    const [author, ann] = await Promise.all([t.signedInUser(), t.signedInUser()]);
    const post = await t.writePost(author, 'here');
    const elsewhere = await t.writePost(author, 'there');
    const comment = await write(ann, elsewhere, 'on the other post');
    const wrongPost = await call(ann, '/comment/new', {
      comment: { content: 'misplaced', post, parent: comment._id },
    });
    expect(wrongPost.statusCode).toBe(400);
    expect(wrongPost.json().message).toBe('You can only reply to a comment on the same post');
    const missing = await call(ann, '/comment/new', {
      comment: { content: 'to nothing', post, parent: '01968f5e-7c2a-7b3e-9f1a-000000000001' },
    });
    expect(missing.statusCode).toBe(404);
    const listing = await call(ann, '/comment/list', {
      filters: { post, parent: comment._id },
    });
    expect(listing.statusCode).toBe(400);
    // Nothing was written by the refusals.
    expect((await thread(author, post)).total).toBe(0);
  });

  it('keeps the replies of a deleted comment under a "[deleted]" placeholder', async () => {
    const [author, ann, bob] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    const post = await t.writePost(author, 'heated');
    const parent = await write(ann, post, 'a take', undefined, 'private');
    const reply = await write(bob, post, 'a reply');
    const child = await write(bob, post, 'a reply to the take', parent._id);
    expect((await remove(ann, parent._id)).statusCode).toBe(200);

    const top = await thread(bob, post);
    const placeholder = top.commentList.find((c) => c._id === parent._id);
    expect(placeholder).toMatchObject({
      deleted: true,
      content: '',
      author: null,
      pseudonym: null,
      replyCount: 1,
      isMine: false,
    });
    expect(top.total).toBe(2);
    // For its author too: nothing left to act on.
    const forAnn = (await thread(ann, post)).commentList.find((c) => c._id === parent._id);
    expect(forAnn).toMatchObject({ deleted: true, author: null, isMine: false });
    expect((await thread(bob, post, parent._id)).commentList.map((c) => c._id)).toEqual([
      child._id,
    ]);
    // No replying to, reacting to or deleting a placeholder.
    const replyToDeleted = await call(bob, '/comment/new', {
      comment: { content: 'late', post, parent: parent._id },
    });
    expect(replyToDeleted.statusCode).toBe(404);
    expect((await call(bob, `/comment/${parent._id}/react`, { kind: 'like' })).statusCode).toBe(
      404,
    );
    expect((await remove(ann, parent._id)).statusCode).toBe(404);

    // Its last reply gone, the placeholder goes too.
    expect((await remove(bob, child._id)).statusCode).toBe(200);
    const after = await thread(bob, post);
    expect(after.commentList.map((c) => c._id)).toEqual([reply._id]);
    expect(after.total).toBe(1);
  });

  it('tells the comment’s author "X replied to your comment", an anonymous reply by its pseudonym', async () => {
    const [author, ann, bob, carol] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    const post = await t.writePost(author, 'ask me');
    const comment = await write(ann, post, 'my comment');
    await write(bob, post, 'named reply', comment._id);
    expect((await notifications(ann)).map((n) => n.text)).toContain(
      `${bob.input.name} replied to your comment`,
    );
    const anonymous = await write(carol, post, 'quiet reply', comment._id, 'private');
    const texts = (await notifications(ann)).map((n) => n.text);
    expect(texts[0]).toBe(`${bob.input.name} and ${anonymous.pseudonym} replied to your comment`);
    const all = JSON.stringify(await notifications(ann));
    expect(all).not.toContain(carol.user._id);
    expect(all).not.toContain(carol.input.name);
    // The post's author hears of the new comments as before.
    expect((await notifications(author)).map((n) => n.kind)).toContain('comment');
  });

  it('hides a blocked person’s reply like any of their comments', async () => {
    const [author, ann, blocked] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    const post = await t.writePost(author, 'open thread');
    const comment = await write(ann, post, 'top');
    await write(blocked, post, 'from someone ann blocks', comment._id);
    expect((await call(ann, '/user/block', { userId: blocked.user._id })).statusCode).toBe(200);
    expect((await thread(ann, post, comment._id)).commentList).toHaveLength(0);
    expect((await thread(author, post, comment._id)).commentList).toHaveLength(1);
    // Its count agrees with what opening the replies shows, for each of them.
    expect((await thread(ann, post)).commentList[0]?.replyCount).toBe(0);
    expect((await thread(author, post)).commentList[0]?.replyCount).toBe(1);
  });
});
