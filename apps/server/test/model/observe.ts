import { type Name, people, type World } from './world';

/**
 * Everything an observer can read: feeds, profiles and their posts, People, search,
 * Popular Today with both filters, every post and its comments, saves, notifications,
 * follow requests, and for the moderator the queue and the log.
 */
export async function readEverything(world: World, who: Name): Promise<string[]> {
  const answers: string[] = [];
  const read = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await world.inject(who, method, url, payload);
    answers.push(
      `${method} ${url} ${JSON.stringify(payload ?? null)} → ${answer.statusCode} ${answer.body}`,
    );
  };
  await read('GET', '/user/me');
  await read('POST', '/post/list', { pageSize: 100 });
  await read('POST', '/post/list', { pageSize: 100, filters: { feed: 'following' } });
  await read('POST', '/post/list', { pageSize: 100, filters: { search: 'garden' } });
  await read('POST', '/post/popular', { filter: 'all', pageSize: 100 });
  await read('POST', '/post/popular', { filter: 'following', pageSize: 100 });
  await read('POST', '/post/saved', { pageSize: 100 });
  await read('POST', '/user/list', { pageSize: 100 });
  await read('GET', '/user/follow-requests');
  await read('GET', '/notifications');
  for (const name of people) {
    await read('GET', `/user/${world.ids[name]}`);
    await read('POST', '/post/list', { pageSize: 100, filters: { author: world.ids[name] } });
  }
  const posts = new Set(world.pieces.flatMap((p) => (p ? [p.postId] : [])));
  // Each post itself shows in the feeds above; its thread only here.
  for (const postId of posts)
    await read('POST', '/comment/list', { pageSize: 100, filters: { post: postId } });
  if (who === 'M') {
    await read('GET', '/moderation/reports');
    await read('GET', '/moderation/log');
  }
  return answers;
}
