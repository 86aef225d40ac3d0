import { idAt } from '../../src/lib/ids';
import { after, type Random, reader, type Texts } from './activity';
import {
  type Comment,
  couldSee,
  type FollowIndex,
  MINUTE,
  type Person,
  type Post,
  speaks,
} from './world';

/** Replies nest this deep; the web app flattens deeper ones (PRODUCT.md §7). */
const DEEPEST = 3;

/**
 * Whether each person speaks anonymously in a thread, decided once: someone who commented
 * anonymously would not sign a reply there (it would name them), and an anonymous post's
 * author speaks in its thread as 'Anonymous (author)'.
 */
export function threadVoices(random: Random) {
  const voices = new Map<string, boolean>();
  const key = (post: Post, person: Person) => `${post.id}:${person.id}`;
  return {
    of(post: Post, person: Person): boolean {
      const known = voices.get(key(post, person));
      if (known !== undefined) return known;
      const anonymous =
        person === post.author ? post.anonymous : random.next() < (post.anonymous ? 0.3 : 0.12);
      voices.set(key(post, person), anonymous);
      return anonymous;
    },
    /** Whether `person` may speak in that voice in the thread (it is theirs, or not yet chosen). */
    fits: (post: Post, person: Person, anonymous: boolean) =>
      (voices.get(key(post, person)) ?? anonymous) === anonymous,
    set: (post: Post, person: Person, anonymous: boolean) => {
      voices.set(key(post, person), anonymous);
    },
  };
}
export type Voices = ReturnType<typeof threadVoices>;

type Context = {
  people: Person[];
  texts: Texts;
  index: FollowIndex;
  random: Random;
  voices: Voices;
  now: number;
};

const answered = [0, 0.3, 0.32, 0.25];

const levelOf = (comment: Comment): number => (comment.parent ? levelOf(comment.parent) + 1 : 0);

function write(c: Context, post: Post, author: Person, at: number, parent: Comment | null) {
  const anonymous = c.voices.of(post, author);
  const language = speaks(author, post.language) ? post.language : 'en';
  const content = c.texts.comment(language, author.id, author.gender, parent !== null);
  if (!content) return null;
  return { id: idAt(at), post, author, content, anonymous, at, parent } satisfies Comment;
}

/**
 * Who answers a comment: often the post's author, in a back-and-forth the one it answered,
 * otherwise another reader; never its own writer.
 */
function replier(c: Context, parent: Comment, at: number): Person | null {
  const { post } = parent;
  const roll = c.random.next();
  const candidate =
    roll < 0.45 ? post.author : roll < 0.7 && parent.parent ? parent.parent.author : null;
  if (candidate && candidate !== parent.author && couldSee(c.index, candidate, post, at))
    return candidate;
  return reader(c.people, post, at, c.index, c.random, (p) => p === parent.author);
}

/** Replies under `parent`, and under those, down to DEEPEST levels. */
function grow(c: Context, parent: Comment, into: Comment[]): void {
  const level = levelOf(parent) + 1;
  // Most comments get no answer; a conversation thins out as it goes deeper.
  if (level > DEEPEST || c.random.next() > (answered[level] ?? 0)) return;
  const count = 1 + Math.floor(c.random.next() ** 2 * (level === 1 ? 2.5 : 1.5));
  for (let i = 0; i < count; i++) {
    const at = after(parent.at, (4 + c.random.next() ** 2 * 18 * 60) * MINUTE, c.now);
    const author = at && replier(c, parent, at);
    const reply = at && author && write(c, parent.post, author, at, parent);
    if (!reply) continue;
    into.push(reply);
    grow(c, reply, into);
  }
}

/** Each post's comments, most posts few or none, each with its replies. */
export function makeThreads(c: Context, posts: Post[]): Comment[] {
  const comments: Comment[] = [];
  for (const post of posts) {
    const count = Math.floor(c.random.next() ** 3 * 5);
    for (let i = 0; i < count; i++) {
      const at = after(post.at, (3 + c.random.next() ** 2 * 40 * 60) * MINUTE, c.now);
      if (!at) continue;
      // Now and then the post's author joins in.
      const author =
        i > 0 && c.random.next() < 0.15
          ? post.author
          : reader(c.people, post, at, c.index, c.random, (p) => p === post.author);
      const comment = author && write(c, post, author, at, null);
      if (!comment) continue;
      comments.push(comment);
      grow(c, comment, comments);
    }
  }
  return comments;
}
