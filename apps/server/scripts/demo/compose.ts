import { textSegments } from '@app/contract';
/**
 * Texts for the demo: every post and comment is a hand-written line or a format filled in,
 * used once, and a ledger refuses any sentence that another person already wrote, so the
 * same words never appear under two names.
 */
export type Gender = 'f' | 'm';
export type Language = 'en' | 'es' | 'de' | 'fr' | 'pt' | 'it' | 'ja' | 'tr' | 'ru';

export type PostFormat = {
  /** Text with `{slot}` places; a slot named twice takes two different values. */
  template: string;
  slots: Record<string, string[]>;
  /** How many posts may use each value of a slot. */
  reuse: number;
};

/**
 * One language's lines. A line that starts with '(f) ' or '(m) ' speaks of its writer in
 * that grammatical gender ('grité como una niña', 'j'étais épuisée') and goes only to a
 * writer of it.
 */
export type LanguageTexts = {
  posts: string[];
  /** What people say anonymously; anonymous posts take these first. */
  confessions?: string[];
  comments: string[];
  replies: string[];
  formats?: PostFormat[];
  /** Afterthoughts that fit nearly any post: 'That's it, that's the post.' */
  tails?: string[];
  /** Halves of comments: each start goes with each end. */
  commentStarts?: string[];
  commentEnds?: string[];
};

type Random = { next: () => number; pick: <T>(items: readonly T[]) => T };

/** Sentences of at least this many letters count; 'Love this!' may be said by many. */
const SIGNIFICANT = 12;

/**
 * A text's sentences as the ledger compares them: lower case, letters and digits only.
 * Tags, mentions and links are names, not words: many people write #garden or link the
 * same page, so they are left out ('#bread #sourdough' is no sentence of anyone's).
 */
export const sentencesOf = (text: string) =>
  textSegments(text)
    .map((segment) => (segment.kind === 'text' ? segment.text : ' '))
    .join('')
    .split(/(?<=[.!?。！？])\s*|\n+/u)
    .map((s) =>
      s
        .toLowerCase()
        .replace(/[^\p{L}\p{N} ]/gu, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length >= SIGNIFICANT);

/** Whose each sentence is: a text fits only if no one else wrote any of its sentences. */
export function sentenceLedger() {
  const writerOf = new Map<string, string>();
  const texts = new Set<string>();
  const fits = (text: string, writer: string) =>
    !texts.has(text) && sentencesOf(text).every((s) => (writerOf.get(s) ?? writer) === writer);
  return {
    fits,
    claim(text: string, writer: string): void {
      texts.add(text);
      for (const s of sentencesOf(text)) writerOf.set(s, writer);
    },
  };
}
export type SentenceLedger = ReturnType<typeof sentenceLedger>;

type Accept = (text: string) => boolean;

const tagOf = (line: string): { gender: Gender | null; text: string } => {
  const match = /^\((f|m)\) (.*)$/su.exec(line);
  return match
    ? { gender: match[1] as Gender, text: match[2] as string }
    : { gender: null, text: line };
};

/** Lines in a shuffled order, each handed out once, to a writer whose gender fits. */
function linePool(all: readonly string[], random: Random) {
  const queue = all.map(tagOf);
  for (let i = queue.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    const swap = queue[i] as (typeof queue)[number];
    queue[i] = queue[j] as (typeof queue)[number];
    queue[j] = swap;
  }
  return (gender: Gender, accept: Accept): string | null => {
    const index = queue.findIndex(
      (l) => (l.gender === null || l.gender === gender) && accept(l.text),
    );
    return index < 0 ? null : (queue.splice(index, 1)[0]?.text ?? null);
  };
}

/** Fills formats in, each slot value used by at most the format's `reuse` posts. */
function formatFiller(formats: readonly PostFormat[], random: Random) {
  const used = new Map<string, number>();
  const fill = (format: PostFormat) => {
    const chosen: string[] = [];
    let complete = true;
    const text = format.template.replace(/\{(\w+)\}/g, (_, slot: string) => {
      const free = (format.slots[slot] ?? []).filter(
        (v) => !chosen.includes(`${slot}:${v}`) && (used.get(`${slot}:${v}`) ?? 0) < format.reuse,
      );
      if (free.length === 0) complete = false;
      const value = free.length > 0 ? random.pick(free) : '';
      chosen.push(`${slot}:${value}`);
      return value;
    });
    return complete ? { text, chosen } : null;
  };
  return (accept: Accept): string | null => {
    for (let attempt = 0; attempt < 40 && formats.length > 0; attempt++) {
      const filled = fill(random.pick(formats));
      if (!filled || !accept(filled.text)) continue;
      for (const key of filled.chosen) used.set(key, (used.get(key) ?? 0) + 1);
      return filled.text;
    }
    return null;
  };
}

/** Joins a start and an end, each half used at most three times. */
function halvesJoiner(starts: readonly string[], ends: readonly string[], random: Random) {
  const uses = new Map<string, number>();
  const free = (half: string) => (uses.get(half) ?? 0) < 3;
  return (accept: Accept): string | null => {
    for (let attempt = 0; attempt < 40 && starts.length > 0 && ends.length > 0; attempt++) {
      const start = random.pick(starts);
      const end = random.pick(ends);
      const text = `${start} ${end}`;
      if (!free(start) || !free(end) || !accept(text)) continue;
      uses.set(start, (uses.get(start) ?? 0) + 1);
      uses.set(end, (uses.get(end) ?? 0) + 1);
      return text;
    }
    return null;
  };
}

function languageSource(texts: LanguageTexts, random: Random) {
  return {
    posts: linePool(texts.posts, random),
    confessions: linePool(texts.confessions ?? [], random),
    comments: linePool(texts.comments, random),
    replies: linePool(texts.replies, random),
    tails: linePool(texts.tails ?? [], random),
    formats: formatFiller(texts.formats ?? [], random),
    halves: halvesJoiner(texts.commentStarts ?? [], texts.commentEnds ?? [], random),
  };
}
type LanguageSource = ReturnType<typeof languageSource>;

/**
 * Hands out texts by language, falling back to English when a language runs dry, and null
 * when nothing fits any more: the seed then writes fewer pieces rather than repeat one.
 */
export function textSource(
  languages: Record<Language, LanguageTexts>,
  ledger: SentenceLedger,
  random: Random,
) {
  const sources = new Map(
    Object.entries(languages).map(([language, texts]) => [language, languageSource(texts, random)]),
  );
  const write = (
    language: Language,
    writer: string,
    draw: (s: LanguageSource, accept: Accept) => string | null,
  ): string | null => {
    const accept = (text: string) => ledger.fits(text, writer);
    const own = sources.get(language);
    const english = sources.get('en');
    const text =
      (own && draw(own, accept)) ?? (language !== 'en' && english ? draw(english, accept) : null);
    if (text) ledger.claim(text, writer);
    return text;
  };

  return {
    post: (language: Language, writer: string, gender: Gender, anonymous: boolean) =>
      write(language, writer, (s, accept) => {
        const confession = anonymous ? s.confessions(gender, accept) : null;
        if (confession) return confession;
        // About a quarter of the posts of a language with formats follow one.
        const formatted = random.next() < 0.28 ? s.formats(accept) : null;
        if (formatted) return formatted;
        const line = s.posts(gender, accept);
        if (!line) return s.formats(accept);
        const tail = random.next() < 0.12 ? s.tails(gender, (t) => accept(`${line} ${t}`)) : null;
        return tail ? `${line} ${tail}` : line;
      }),
    comment: (language: Language, writer: string, gender: Gender, reply: boolean) =>
      write(language, writer, (s, accept) => {
        if (reply) return s.replies(gender, accept) ?? s.comments(gender, accept);
        const joined = random.next() < 0.2 ? s.halves(accept) : null;
        return joined ?? s.comments(gender, accept) ?? s.halves(accept);
      }),
  };
}
