import { limits } from './limits';

/**
 * Mentions, hashtags and links in posts and comments (PRODUCT.md §8): one parser, so that
 * what the server stores (tags, mentions) and what the web app links are the same spans.
 * Offsets are UTF-16 indices into the text as typed, as `String.prototype.slice` counts.
 */

export type TextEntity =
  | { kind: 'mention'; start: number; end: number; username: string }
  | { kind: 'tag'; start: number; end: number; tag: string }
  | { kind: 'link'; start: number; end: number; url: string };

export type TextSegment = { kind: 'text'; text: string } | (TextEntity & { text: string });

// A sign that is part of a word in any script: what may not touch a mention, tag or link.
// Combining marks belong inside a word (Devanagari vowel signs, a decomposed 'ü') but not
// before one: an emoji's variation selector is a mark, and '❤️#love' is a tag.
const WORD = String.raw`\p{L}\p{N}\p{M}_`;
const BEFORE = String.raw`\p{L}\p{N}_`;
// One pattern, so that a link's body is consumed before its '@' or '#' could be read apart.
const ENTITIES = new RegExp(
  [
    String.raw`(?<![${BEFORE}])(https?:\/\/[^\s<>"]+)`,
    `(?<![${BEFORE}.@])@([A-Za-z0-9_.]+)`,
    // '&#' is an HTML entity as typed, '##' no tag.
    `(?<![${BEFORE}&#])#([${WORD}]+)`,
  ].join('|'),
  'giu',
);
/** What every match of ENTITIES contains: a link's '://', a mention's '@', a tag's '#'. */
const MAY_HOLD_ENTITY = /[@#]|:\/\//;
const WORD_CHAR = new RegExp(`[${WORD}@]`, 'u');
const TRAILING_PUNCTUATION = /[.,!?:;'"]$/;
// A tag needs more than digits: '#1' is a rank, not a topic (as on Mastodon and Twitter).
const NOT_ONLY_DIGITS = /[^\p{N}]/u;

const count = (text: string, char: string) => text.split(char).length - 1;

/** A link without the punctuation that ends its sentence or the ')' that closes around it. */
function trimLink(url: string): string {
  let out = url;
  for (;;) {
    if (TRAILING_PUNCTUATION.test(out)) out = out.slice(0, -1);
    else if (out.endsWith(')') && count(out, ')') > count(out, '(')) out = out.slice(0, -1);
    else return out;
  }
}

const hasHost = (url: string) => /^https?:\/\/[\p{L}\p{N}]/iu.test(url);

/** A tag as it is stored and compared: lower case, composed. */
export const normalizeTag = (tag: string): string => tag.normalize('NFC').toLowerCase();

/** Whether `tag` (without its '#') is a tag this parser would find. */
export function isValidTag(tag: string): boolean {
  const found = findTextEntities(`#${tag}`);
  return found.length === 1 && found[0]?.kind === 'tag' && found[0].end === tag.length + 1;
}

export function findTextEntities(text: string): TextEntity[] {
  // Every entity holds one of these marks. Most posts have none, and the first run of ENTITIES
  // compiles its Unicode classes: several milliseconds of a page's first render.
  if (!MAY_HOLD_ENTITY.test(text)) return [];
  const entities: TextEntity[] = [];
  for (const match of text.matchAll(ENTITIES)) {
    const start = match.index;
    const [whole, link, username, tag] = match;
    if (link !== undefined) {
      const url = trimLink(link);
      if (hasHost(url)) entities.push({ kind: 'link', start, end: start + url.length, url });
    } else if (username !== undefined) {
      // A username never ends in '.': '@ann.' at the end of a sentence is '@ann'.
      const name = username.replace(/\.+$/, '');
      const next = text.slice(start + whole.length).match(/^./u)?.[0] ?? '';
      const touchesWord = name.length === username.length && WORD_CHAR.test(next);
      if (name.length >= limits.usernameMin && name.length <= limits.usernameMax && !touchesWord)
        entities.push({ kind: 'mention', start, end: start + 1 + name.length, username: name });
    } else if (tag !== undefined) {
      if ([...tag].length <= limits.tagMax && NOT_ONLY_DIGITS.test(tag))
        entities.push({ kind: 'tag', start, end: start + whole.length, tag: normalizeTag(tag) });
    }
  }
  return entities;
}

/** The text cut into plain runs and entities, in order, for rendering. */
export function textSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const entity of findTextEntities(text)) {
    if (entity.start > at) segments.push({ kind: 'text', text: text.slice(at, entity.start) });
    segments.push({ ...entity, text: text.slice(entity.start, entity.end) });
    at = entity.end;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}

/** The distinct tags of a text, in the order they first appear. */
export function tagsIn(text: string): string[] {
  const tags = findTextEntities(text).flatMap((e) => (e.kind === 'tag' ? [e.tag] : []));
  return [...new Set(tags)];
}

/** The distinct usernames mentioned, lower case (usernames are unique ignoring case). */
export function mentionedUsernames(text: string): string[] {
  const names = findTextEntities(text).flatMap((e) =>
    e.kind === 'mention' ? [e.username.toLowerCase()] : [],
  );
  return [...new Set(names)];
}
