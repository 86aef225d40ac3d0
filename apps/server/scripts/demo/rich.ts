import type { seededRandom } from '../random';
import type { Language } from './compose';
import { altOf, type SceneName, shapesOf } from './scenes';
import { type Topic, tagFor, topicsOf } from './topics';
import { couldSee, DAY, type FollowIndex, type Person, type Post, speaks } from './world';

/**
 * Rich posts (PRODUCT.md §8) as a community writes them: tags for what a post is about,
 * mostly the same few across people, a mention of a friend now and then, a link to a page,
 * and pictures with alt text. Decided after the texts, with a random stream of its own, so
 * the rest of the demo stays as it was; only the texts and the pictures to draw change here.
 */
type Random = ReturnType<typeof seededRandom>;

/** How many posts carry pictures. */
const POSTS_WITH_IMAGES = 34;
/** The posts with more than one picture, and how many each has; the others have one. */
const SEVERAL = [4, 3, 3, 2, 2, 2, 2, 2];

/** Thanks and hellos short enough to be no one's sentence (compose.ts counts 12 letters). */
const MENTIONS: Record<Language, string[]> = {
  en: ['cc @{u}', 'Thanks, @{u}!', '@{u} 👀'],
  es: ['¡Gracias, @{u}!', '@{u} 👀'],
  pt: ['Valeu, @{u}!', '@{u} 👀'],
  fr: ['Merci @{u} !', '@{u} 👀'],
  de: ['Danke, @{u}!', '@{u} 👀'],
  it: ['Grazie @{u}!', '@{u} 👀'],
  ja: ['@{u} さん、ありがとう！', '@{u} さん、見て！'],
  ru: ['Спасибо, @{u}!', '@{u} 👀'],
  tr: ['Teşekkürler @{u}!', '@{u} 👀'],
};

const usernameOf = (p: Person) => p.handle.replace('.', '_');

const LETTER = String.raw`[\p{L}\p{N}_]`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The post's own words with its tags: a tag whose word the text already says stands in it
 * half the time ('Slow morning, fresh #bread'); the others are returned, to go at the end.
 */
function placeTags(text: string, tags: string[], random: Random) {
  let out = text;
  const trailing: string[] = [];
  for (const tag of tags) {
    const word = new RegExp(`(?<!${LETTER}|#)${escapeRegExp(tag)}(?!${LETTER})`, 'iu');
    if (random.next() < 0.5 && word.test(out)) out = out.replace(word, (w) => `#${w}`);
    else trailing.push(`#${tag}`);
  }
  return { text: out, trailing };
}

/** The pictures a post's topics would bring, in its writer's language. */
function picturesFor(post: Post, found: Topic[]): SceneName[] {
  if (found.some((t) => t.wordsOnly)) return [];
  const scenes = new Set(found.flatMap((t) => t.scenes ?? []));
  return [...scenes].filter((s) => altOf(s, post.language) !== undefined);
}

/**
 * Someone the writer knows (one follows the other) who reads the post's language and could
 * see it, then and now: the seed tells of mentions as the server decides today who may see.
 */
function friendOf(post: Post, people: Person[], index: FollowIndex, now: number, random: Random) {
  const friends = people.filter(
    (p) =>
      p !== post.author &&
      (index.has(p, post.author) || index.has(post.author, p)) &&
      speaks(p, post.language) &&
      couldSee(index, p, post, post.at) &&
      couldSee(index, p, post, now),
  );
  return friends.length > 0 ? random.pick(friends) : null;
}

const fill = (template: string, person: Person) => template.replace('{u}', usernameOf(person));

/**
 * Gives about one post in five or six its tags, one in twenty a mention, a few a link, and 34 of
 * them pictures; two English posts by friends of the main account mention it, one newer
 * than `seenUntil` (so unread) and one older.
 */
export function enrichPosts(
  posts: Post[],
  {
    people,
    index,
    main,
    now,
    seenUntil,
  }: {
    people: Person[];
    index: FollowIndex;
    main: Person;
    now: number;
    seenUntil: number;
  },
  random: Random,
): void {
  const found = new Map(posts.map((p) => [p, topicsOf(p.content, p.language)]));

  // Pictures first: people tag the posts they took pictures for more often. Newer posts are
  // likelier to have them, so that the first screen of the feed shows a few.
  const candidates = posts.filter(
    (p) => !p.anonymous && picturesFor(p, found.get(p) ?? []).length > 0,
  );
  const ranked = candidates
    .map((p) => ({ p, key: random.next() ** (1 / (1 + 4 * Math.exp(-(now - p.at) / (4 * DAY)))) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, POSTS_WITH_IMAGES);
  const counts = new Map<Post, number>();
  for (const count of SEVERAL) {
    const able = ranked.filter(
      ({ p }) => !counts.has(p) && picturesFor(p, found.get(p) ?? []).length >= count,
    );
    if (able.length > 0) counts.set(random.pick(able).p, count);
  }
  for (const { p } of ranked) {
    const scenes = picturesFor(p, found.get(p) ?? []);
    // The first is the post's own subject; the others what else it speaks of, or alike.
    const chosen = [scenes[0] as SceneName, ...shuffled(scenes.slice(1), random)];
    p.images = chosen.slice(0, counts.get(p) ?? 1).map((scene) => ({
      scene,
      shape: random.pick(shapesOf(scene)),
      alt: altOf(scene, p.language) as string,
      seed: Math.floor(random.next() * 2 ** 31),
    }));
  }

  const mainFriends = (p: Post) =>
    p.author !== main &&
    !p.anonymous &&
    p.language === 'en' &&
    (index.has(p.author, main) || index.has(main, p.author)) &&
    couldSee(index, main, p, now);
  const unread = posts.find((p) => p.at > seenUntil && mainFriends(p));
  const read = posts.find((p) => p.at < seenUntil - DAY && p.at > now - 4 * DAY && mainFriends(p));

  for (const post of posts) {
    const topics = found.get(post) ?? [];
    const extras: string[] = [];
    const mentioned =
      post === unread || post === read
        ? main
        : !post.anonymous && topics.length > 0 && random.next() < 0.1
          ? friendOf(post, people, index, now, random)
          : null;
    if (mentioned) {
      const phrases = MENTIONS[mentioned === main ? 'en' : post.language];
      extras.push(fill(random.pick(phrases), mentioned));
    }
    const links = topics.flatMap((t) => t.links ?? []).filter((l) => l.about.test(post.content));
    if (links.length > 0 && random.next() < 0.3) extras.push(random.pick(links).url);
    // Tags are new (PRODUCT.md §8): the last two days' posts carry them more often.
    const habit = topics.find((t) => t.habit);
    const usual = post.images || habit?.habit === 'place' ? 0.5 : habit ? 0.35 : 0.2;
    const chance = usual * (post.at > now - 2 * DAY ? 2 : 1);
    const tags = new Set<string>();
    if (topics.length > 0 && random.next() < chance) {
      const howMany = random.next() < 0.7 ? 1 : random.next() < 0.8 ? 2 : 3;
      const chosen = shuffled(topics, random);
      // A format or a city goes first.
      if (habit) chosen.unshift(habit);
      for (const topic of chosen.slice(0, howMany)) tags.add(tagFor(topic, post.language, random));
    }
    const placed = placeTags(post.content, [...tags], random);
    const end = [...extras, ...(placed.trailing.length === 1 ? placed.trailing : [])].join(' ');
    // Several tags at the end go on a line of their own.
    const block = placed.trailing.length > 1 ? `\n\n${placed.trailing.join(' ')}` : '';
    post.content = `${placed.text}${end ? ` ${end}` : ''}${block}`;
  }
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
