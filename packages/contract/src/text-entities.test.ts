import { describe, expect, it } from 'vitest';
import {
  findTextEntities,
  isValidTag,
  mentionedUsernames,
  tagsIn,
  textSegments,
} from './text-entities';

const spans = (text: string) =>
  findTextEntities(text).map((e) => [e.kind, text.slice(e.start, e.end)]);

describe('mentions', () => {
  it('finds usernames by the contract rule, without a final dot', () => {
    expect(spans('hi @ann_b and @c.d.')).toEqual([
      ['mention', '@ann_b'],
      ['mention', '@c.d'],
    ]);
    expect(findTextEntities('@Ann.')[0]).toMatchObject({ username: 'Ann', start: 0, end: 4 });
  });

  it('is no mention inside an e-mail address, a handle on another server or a word', () => {
    expect(spans('write to a@b.com or ann.lee@example.org')).toEqual([]);
    expect(spans('@ann@mastodon.social')).toEqual([]);
    expect(spans('@annü')).toEqual([]);
    expect(spans('x.@ann')).toEqual([]);
  });

  it('keeps to 2 to 30 characters, never cutting a longer name short', () => {
    expect(spans('@a @ab')).toEqual([['mention', '@ab']]);
    expect(spans(`@${'a'.repeat(30)}`)).toHaveLength(1);
    expect(spans(`@${'a'.repeat(31)}`)).toEqual([]);
  });

  it('lists each person once, ignoring case', () => {
    expect(mentionedUsernames('@Ann @ann, @bob! (@ann)')).toEqual(['ann', 'bob']);
  });
});

describe('tags', () => {
  it('finds tags of any script, lower-cased', () => {
    expect(tagsIn('#Garden #日本 #Über_alles #тест')).toEqual([
      'garden',
      '日本',
      'über_alles',
      'тест',
    ]);
  });

  it('stops at emoji and punctuation, and starts after an emoji', () => {
    expect(spans('🌱#garden🌻, #rain! #sun.')).toEqual([
      ['tag', '#garden'],
      ['tag', '#rain'],
      ['tag', '#sun'],
    ]);
    expect(tagsIn('❤️#love')).toEqual(['love']);
  });

  it("is no tag as '#1', inside a word or an HTML entity", () => {
    expect(spans('#1 fan, #2024 and issue#3 and &#39;')).toEqual([]);
    expect(tagsIn('#2024goals #_')).toEqual(['2024goals', '_']);
  });

  it('keeps combining marks inside a tag', () => {
    expect(tagsIn('#हिन्दी')).toEqual(['हिन्दी']);
    expect(tagsIn('#U\u0308ber')).toEqual(['über']);
  });

  it('allows 64 characters and refuses longer', () => {
    expect(tagsIn(`#${'日'.repeat(64)}`)).toHaveLength(1);
    expect(tagsIn(`#${'a'.repeat(65)}`)).toEqual([]);
  });

  it('lists each tag once', () => {
    expect(tagsIn('#Garden #garden #GARDEN #rain')).toEqual(['garden', 'rain']);
  });

  it('validates a tag typed alone', () => {
    expect(isValidTag('garden')).toBe(true);
    expect(isValidTag('日本')).toBe(true);
    expect(isValidTag('1')).toBe(false);
    expect(isValidTag('two words')).toBe(false);
    expect(isValidTag('')).toBe(false);
  });
});

describe('links', () => {
  it('finds http and https links and leaves sentence punctuation out', () => {
    expect(spans('see https://example.com/a?b=1. and http://x.org/!?')).toEqual([
      ['link', 'https://example.com/a?b=1'],
      ['link', 'http://x.org/'],
    ]);
  });

  it('keeps balanced parentheses and drops one that closes around the link', () => {
    expect(spans('https://en.wikipedia.org/wiki/Foo_(bar)')).toEqual([
      ['link', 'https://en.wikipedia.org/wiki/Foo_(bar)'],
    ]);
    expect(spans('(see https://example.com/x)')).toEqual([['link', 'https://example.com/x']]);
    expect(spans('(https://w.org/Foo_(bar)).')).toEqual([['link', 'https://w.org/Foo_(bar)']]);
  });

  it('reads no mention or tag inside a link, and needs a host', () => {
    expect(spans('https://example.com/@ann/#top')).toEqual([
      ['link', 'https://example.com/@ann/#top'],
    ]);
    expect(spans('https:// ftp://x.org javascript:alert(1) xhttps://a.b')).toEqual([]);
  });

  it('finds a scheme in capitals, and nothing in look-alikes of the marks every entity has', () => {
    expect(spans('See HTTPS://Example.com and Http://a.b')).toEqual([
      ['link', 'HTTPS://Example.com'],
      ['link', 'Http://a.b'],
    ]);
    // Full-width and small forms of '#', '@' and ':' are other characters, not case variants.
    expect(spans('\uFF03tag \uFE5Ftag \uFF20ann https\uFF1A//a.b')).toEqual([]);
  });
});

describe('segments', () => {
  it('cuts text into plain runs and entities that rebuild it exactly', () => {
    const text = 'Hi @ann 👋 #Garden tips: https://e.com (x).';
    const segments = textSegments(text);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.map((s) => s.kind)).toEqual([
      'text',
      'mention',
      'text',
      'tag',
      'text',
      'link',
      'text',
    ]);
  });

  it('gives a text without entities as one run, and none for an empty text', () => {
    expect(textSegments('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
    expect(textSegments('')).toEqual([]);
  });
});
