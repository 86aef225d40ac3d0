import { describe, expect, it } from 'vitest';
import { mentionAt } from './use-mention-autocomplete';

describe('mentionAt', () => {
  it('reads the name typed before the caret, up to the longest a username may be', () => {
    const longest = `hi @${'a'.repeat(30)}`;
    expect(mentionAt(longest, longest.length)).toEqual({
      start: 3,
      end: longest.length,
      search: 'a'.repeat(30),
    });
    const tooLong = `hi @${'a'.repeat(31)}`;
    expect(mentionAt(tooLong, tooLong.length)).toBeNull();
  });
});
