import type { Comment, Post } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import type { SseEvent } from '../../../test/sse';
import { createStreamingTestApp, type StreamingTestApp } from '../../../test/streaming-app';

describe.each(testDatabaseKinds)('mentions in realtime events on %s', (kind) => {
  let t: StreamingTestApp;
  const post = (who: TestPerson, url: string, payload: object) =>
    t.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });

  beforeAll(async () => {
    t = await createStreamingTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shapes the mentions of a new post and comment for each viewer, as the lists do', async () => {
    const ann = await t.signedInUser();
    const bob = await t.signedInUser();
    const cat = await t.signedInUser();
    await post(cat, '/user/block', { userId: bob.user._id });
    const [forAnn, forCat] = await Promise.all([t.stream(ann), t.stream(cat)]);

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
