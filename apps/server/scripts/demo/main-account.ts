import { idAt } from '../../src/lib/ids';
import type { Random, Texts } from './activity';
import type { Voices } from './threads';
import {
  type Comment,
  type CommentReaction,
  type Follow,
  HOUR,
  MINUTE,
  type Person,
  type Post,
  type PostReaction,
} from './world';

/**
 * The last hours of the account the README tells people to sign in with, so that the first
 * visit finds something waiting: new followers, then (the account went private three hours
 * ago) two follow requests, comments, one of them anonymous, reactions and reposts on the
 * newest posts, a like on a comment and replies to it, one by a pseudonym. All of it is newer
 * than `seenUntil`, so it waits unread.
 */
export const PRIVATE_FOR = 3 * HOUR;

export function mainAccountActivity(
  main: Person,
  people: Person[],
  follows: Follow[],
  texts: Texts,
  random: Random,
  voices: Voices,
  now: number,
) {
  const others = people.filter((p) => p !== main);
  const following = new Set(follows.filter((f) => f.followee === main).map((f) => f.follower));
  const strangers = others.filter((p) => !following.has(p));
  const take = (from: Person[]) => {
    const person = random.pick(from);
    from.splice(from.indexOf(person), 1);
    return person;
  };
  const newFollows: Follow[] = [];
  for (const hoursAgo of [7, 6, 4.5]) {
    const at = now - hoursAgo * HOUR;
    newFollows.push({ follower: take(strangers), followee: main, at, acceptedAt: at });
  }
  for (const minutesAgo of [120, 35]) {
    newFollows.push({
      follower: take(strangers),
      followee: main,
      at: now - minutesAgo * MINUTE,
      acceptedAt: null,
    });
  }
  // Since the account went private, only its followers see its named posts.
  const friends = [...following, ...newFollows.filter((f) => f.acceptedAt).map((f) => f.follower)];

  const post = (hoursAgo: number, anonymous: boolean): Post => {
    const at = now - hoursAgo * HOUR;
    const content = texts.post('en', main.id, main.gender, anonymous) ?? 'Quiet day.';
    return { id: idAt(at), author: main, language: 'en', content, anonymous, at };
  };
  const [newest, anonymous, older] = [post(10, false), post(20, true), post(30, false)];

  const comment = (
    on: Post,
    by: Person,
    minutesAgo: number,
    anonymous: boolean,
    parent: Comment | null = null,
  ): Comment => {
    const at = now - minutesAgo * MINUTE;
    const content =
      texts.comment(on.language, by.id, by.gender, parent !== null) ?? 'Love this, honestly.';
    voices.set(on, by, anonymous);
    return { id: idAt(at), post: on, author: by, content, anonymous, at, parent };
  };
  /** Someone of `from` not yet heard in the post's thread, or heard in that voice. */
  const speaker = (on: Post, anonymous: boolean, from: Person[]) =>
    random.pick(from.filter((p) => p !== main && voices.fits(on, p, anonymous)));
  // Each comment fixes its writer's voice in the thread before the next writer is chosen.
  const comments = [comment(newest, speaker(newest, false, friends), 6 * 60, false)];
  comments.push(comment(newest, speaker(newest, true, friends), 150, true));
  const hiddenComment = comment(anonymous, speaker(anonymous, true, others), 5 * 60, true);
  comments.push(hiddenComment, comment(anonymous, speaker(anonymous, false, others), 90, false));
  // In the anonymous post's thread its author answers as 'Anonymous (author)', and the
  // anonymous commenter answers back under their pseudonym.
  const answer = comment(anonymous, main, 4 * 60, true, hiddenComment);
  comments.push(answer, comment(anonymous, hiddenComment.author, 60, true, answer));

  // The main account's own comment on a friend's post, which someone likes and its author answers.
  const friend = random.pick(friends.filter((p) => p.privateSince === null));
  const friendAt = now - 31 * HOUR;
  const friendPost: Post = {
    id: idAt(friendAt),
    author: friend,
    language: 'en',
    content: texts.post('en', friend.id, friend.gender, false) ?? 'What a day.',
    anonymous: false,
    at: friendAt,
  };
  const ownComment = comment(friendPost, main, 29 * 60, false);
  comments.push(ownComment, comment(friendPost, friend, 3 * 60, false, ownComment));

  const reacted = new Set<string>();
  const react = (on: Post, kind: PostReaction['kind'], minutesAgo: number): PostReaction => {
    const user = random.pick(friends.filter((p) => !reacted.has(`${on.id}:${p.id}`)));
    reacted.add(`${on.id}:${user.id}`);
    return { post: on, user, kind, at: now - minutesAgo * MINUTE };
  };
  const postReactions = [
    ...[500, 380, 240, 70].map((m) => react(newest, 'like', m)),
    react(newest, 'share', 210),
    react(anonymous, 'hug', 400),
    react(anonymous, 'hug', 130),
    react(older, 'share', 8 * 60),
    react(older, 'like', 9 * 60),
  ];
  const commentReactions: CommentReaction[] = [
    { comment: ownComment, user: random.pick(friends), kind: 'like', at: now - 4 * HOUR },
  ];
  return {
    follows: newFollows,
    posts: [newest, anonymous, older, friendPost],
    comments,
    postReactions,
    commentReactions,
    /** Notifications older than this count as read, for everyone: only these stay new. */
    seenUntil: now - 7.5 * HOUR,
  };
}
