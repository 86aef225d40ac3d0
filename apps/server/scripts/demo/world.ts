import type { Gender, Language } from './compose';
import type { SceneName, Shape } from './scenes';

/**
 * The demo's people and what they did, in memory with the moment of each act, before any
 * of it is written: the writer and the notifications both read it.
 */
export type Person = {
  id: string;
  name: string;
  handle: string;
  gender: Gender;
  languages: Language[];
  bio: string;
  createdAt: number;
  /** Since when the account is private; null for a public one. */
  privateSince: number | null;
};

export type Follow = {
  follower: Person;
  followee: Person;
  at: number;
  /** When a request was accepted; the moment of the follow itself for a public account. */
  acceptedAt: number | null;
};

export type Post = {
  id: string;
  author: Person;
  language: Language;
  content: string;
  anonymous: boolean;
  at: number;
  /** Pictures uploaded just before the post and attached to it (rich.ts). */
  images?: PlannedImage[];
};

/** A picture to draw and upload: what it shows, its alt text, and the seed of its drawing. */
export type PlannedImage = { scene: SceneName; shape: Shape; alt: string; seed: number };

export type Comment = {
  id: string;
  post: Post;
  author: Person;
  content: string;
  anonymous: boolean;
  at: number;
  /** The comment this one answers, null for a top-level one; replies go 3 levels deep. */
  parent: Comment | null;
  /** 'Anonymous 2' or 'Anonymous (author)', drawn when it is written (write.ts). */
  pseudonym?: string | null;
};

export type PostReaction = { post: Post; user: Person; kind: 'like' | 'hug' | 'share'; at: number };
export type CommentReaction = { comment: Comment; user: Person; kind: 'like' | 'hug'; at: number };
export type Save = { post: Post; user: Person; at: number };

export type World = {
  now: number;
  people: Person[];
  follows: Follow[];
  posts: Post[];
  comments: Comment[];
  postReactions: PostReaction[];
  commentReactions: CommentReaction[];
  saves: Save[];
};

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Who follows whom (accepted), for the visibility of private accounts. */
export function followIndex(follows: readonly Follow[]) {
  const accepted = new Map<string, number>();
  for (const f of follows) {
    if (f.acceptedAt !== null) accepted.set(`${f.follower.id}>${f.followee.id}`, f.acceptedAt);
  }
  return {
    /** Whether `viewer` had an accepted follow of `author` at `at`. */
    follows: (viewer: Person, author: Person, at: number) =>
      (accepted.get(`${viewer.id}>${author.id}`) ?? Number.POSITIVE_INFINITY) <= at,
    has: (follower: Person, followee: Person) => accepted.has(`${follower.id}>${followee.id}`),
  };
}
export type FollowIndex = ReturnType<typeof followIndex>;

/**
 * Whether `viewer` could see `post` at `at`, as db/visibility.ts decides: anonymous posts
 * reach everyone; a private account's named posts only its accepted followers.
 */
export function couldSee(index: FollowIndex, viewer: Person, post: Post, at: number): boolean {
  const author = post.author;
  if (post.anonymous || viewer === author) return true;
  if (author.privateSince === null || at < author.privateSince) return true;
  return index.follows(viewer, author, at);
}

export const speaks = (person: Person, language: Language) => person.languages.includes(language);
