import { idAt } from '../../src/lib/ids';
import type { seededRandom } from '../random';
import type { Language, textSource } from './compose';
import {
  type Comment,
  type CommentReaction,
  couldSee,
  DAY,
  type Follow,
  type FollowIndex,
  HOUR,
  MINUTE,
  type Person,
  type Post,
  type PostReaction,
  type Save,
  speaks,
} from './world';

/**
 * What people do on their own, at random but as people do it: friends who share a language
 * follow each other more, a few write most of the posts, most posts get a reaction or two
 * and a few get many, and every act comes after what it answers.
 */
export type Random = ReturnType<typeof seededRandom>;
export type Texts = ReturnType<typeof textSource>;

/** A moment `delay` after `from`, or null when that is not yet past. */
export const after = (from: number, delay: number, now: number) =>
  from + delay < now - MINUTE ? Math.floor(from + delay) : null;

export function makeFollows(people: Person[], random: Random, now: number): Follow[] {
  const follows: Follow[] = [];
  for (const follower of people) {
    for (const followee of people) {
      if (follower === followee) continue;
      const kin = follower.languages.some((l) => l !== 'en' && speaks(followee, l));
      if (random.next() > (kin ? 0.5 : 0.16)) continue;
      const start = Math.max(follower.createdAt, followee.createdAt);
      // The last day's follows are the main account's own (main-account.ts).
      const at = Math.floor(start + random.next() * (now - DAY - start));
      const requested = followee.privateSince !== null && at >= followee.privateSince;
      // A request waits a few hours for its answer; some of the last ten days' still wait.
      const waiting = requested && at > now - 10 * DAY && random.next() < 0.5;
      const answer = Math.floor(at + (1 + random.next() * 20) * HOUR);
      const acceptedAt = !requested ? at : waiting ? null : answer;
      follows.push({ follower, followee, at, acceptedAt: acceptedAt && Math.min(acceptedAt, now) });
    }
  }
  return follows;
}

/** `count` posts from people weighted by how much they write, denser toward today. */
export function makePosts(
  people: Person[],
  texts: Texts,
  random: Random,
  now: number,
  count: number,
): Post[] {
  const weights = people.map(() => 0.3 + random.next() ** 2 * 3);
  const total = weights.reduce((a, b) => a + b, 0);
  const author = () => {
    let target = random.next() * total;
    for (const [i, w] of weights.entries()) {
      target -= w;
      if (target <= 0) return people[i] as Person;
    }
    return people.at(-1) as Person;
  };
  const posts: Post[] = [];
  for (let attempt = 0; posts.length < count && attempt < count * 2; attempt++) {
    const writer = author();
    const at = Math.floor(now - MINUTE * 20 - random.next() ** 1.4 * 21 * DAY);
    if (at < writer.createdAt) continue;
    const anonymous = random.next() < 0.15;
    const language = languageOf(writer, random);
    const content = texts.post(language, writer.id, writer.gender, anonymous);
    if (content) posts.push({ id: idAt(at), author: writer, language, content, anonymous, at });
  }
  return posts;
}

/** Mostly the first language; English now and then, to reach everyone. */
function languageOf(person: Person, random: Random): Language {
  const [first = 'en', ...others] = person.languages;
  const roll = random.next();
  if (roll < 0.68 || others.length === 0) return first;
  return others.length > 1 && roll < 0.8 ? (others[0] as Language) : 'en';
}

/** Someone who could see the post at `at`, most often a speaker of its language. */
export function reader(
  people: Person[],
  post: Post,
  at: number,
  index: FollowIndex,
  random: Random,
  exclude: (p: Person) => boolean,
): Person | null {
  const able = people.filter((p) => !exclude(p) && couldSee(index, p, post, at));
  const speakers = able.filter((p) => speaks(p, post.language));
  const from = speakers.length > 0 && random.next() < 0.8 ? speakers : able;
  return from.length > 0 ? random.pick(from) : null;
}

type Reactable = { id: string; author: Person; at: number };

/**
 * Reactions to each target (a post or a comment): `most` at the most, few for most targets,
 * within `hours` of it, by people who could see its post then and never its writer; each
 * person's kind once per target, and none that `taken` holds already.
 */
function reactionsTo<T extends Reactable, K extends string>(
  people: Person[],
  targets: T[],
  postOf: (target: T) => Post,
  shape: { most: number; skew: number; hours: number; kind: () => K },
  {
    index,
    random,
    now,
    taken,
  }: { index: FollowIndex; random: Random; now: number; taken: Set<string> },
) {
  const reactions: { target: T; user: Person; kind: K; at: number }[] = [];
  for (const target of targets) {
    const count = Math.floor(random.next() ** shape.skew * shape.most);
    for (let i = 0; i < count; i++) {
      const at = after(target.at, (2 + random.next() ** 2 * shape.hours * 60) * MINUTE, now);
      if (!at) continue;
      const post = postOf(target);
      const user = reader(people, post, at, index, random, (p) => p === target.author);
      const kind = shape.kind();
      const key = `${target.id}:${user?.id}:${kind}`;
      if (!user || taken.has(key)) continue;
      taken.add(key);
      reactions.push({ target, user, kind, at });
    }
  }
  return reactions;
}

export function makePostReactions(
  people: Person[],
  posts: Post[],
  index: FollowIndex,
  random: Random,
  now: number,
  taken: Set<string>,
): PostReaction[] {
  const kind = () => {
    const roll = random.next();
    return roll < 0.62 ? 'like' : roll < 0.86 ? 'hug' : 'share';
  };
  const shape = { most: 16, skew: 2, hours: 48, kind };
  return reactionsTo(people, posts, (post) => post, shape, { index, random, now, taken }).map(
    ({ target, ...reaction }) => ({ post: target, ...reaction }),
  );
}

export function makeCommentReactions(
  people: Person[],
  comments: Comment[],
  index: FollowIndex,
  random: Random,
  now: number,
  taken: Set<string>,
): CommentReaction[] {
  const kind = () => (random.next() < 0.75 ? 'like' : 'hug');
  const shape = { most: 5, skew: 2.5, hours: 24, kind };
  return reactionsTo(people, comments, (c) => c.post, shape, { index, random, now, taken }).map(
    ({ target, ...reaction }) => ({ comment: target, ...reaction }),
  );
}

/** Saved posts: a few each, the ones people want to come back to. */
export function makeSaves(
  people: Person[],
  posts: Post[],
  index: FollowIndex,
  random: Random,
  now: number,
): Save[] {
  const saves = new Map<string, Save>();
  for (const user of people) {
    const count = 2 + Math.floor(random.next() * 6);
    for (let i = 0; i < count; i++) {
      const post = random.pick(posts);
      const at = after(post.at, random.next() * 2 * DAY, now);
      if (!at || post.author === user || !couldSee(index, user, post, at)) continue;
      saves.set(`${user.id}:${post.id}`, { post, user, at });
    }
  }
  return [...saves.values()];
}
