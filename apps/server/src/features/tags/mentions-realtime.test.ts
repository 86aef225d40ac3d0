import type { Comment, Post } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { openStream, type SseEvent } from '../../../test/sse';

describe.each(testDatabaseKinds)('mentions in realtime events on %s', (kind) => {
  let t: TestApp;
  let base: string;
  const streams: { close: () => void }[] = [];
  const stream = async (who: TestPerson) => {
    const s = await openStream(`${base}/api/v1/events`, who.headers);
    streams.push(s);
    return s;
  };
  const post = (who: TestPerson, url: string, payload: object) =>
    t.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  it('shapes the mentions of a new post and comment for each viewer, as the lists do', async () => {
    const ann = await t.signedInUser();
    const bob = await t.signedInUser();
    const cat = await t.signedInUser();
    await post(cat, '/user/block', { userId: bob.user._id });
    const [forAnn, forCat] = await Promise.all([stream(ann), stream(cat)]);

    const id = await t.writePost(ann, `hi @${bob.user.username} #Live`, 'private');
    const isCreated = (e: SseEvent) => e.event === 'post.created' && (e.data as Post)._id === id;
    const seenByAnn = (await forAnn.next(isCreated)).data as Post;
    const seenByCat = (await forCat.next(isCreated)).data as Post;
    expect(seenByAnn.mentions.map((u) => u._id)).toEqual([bob.user._id]);
    expect(seenByAnn.tags).toEqual(['live']);
    // Cat blocked Bob: the mention is plain text to her, and the anonymous author stays unnamed.
    expect(seenByCat.mentions).toEqual([]);
    expect(seenByCat.author).toBeNull();
    expect(JSON.stringify(seenByCat)).not.toContain(ann.user._id);

    await post(bob, '/comment/new', {
      comment: { post: id, content: `@${ann.user.username} hey` },
    });
    const comment = (e: SseEvent) => e.event === 'comment.created';
    const { comment: shaped } = (await forAnn.next(comment)).data as { comment: Comment };
    expect(shaped.mentions.map((u) => u._id)).toEqual([ann.user._id]);
  });
});
