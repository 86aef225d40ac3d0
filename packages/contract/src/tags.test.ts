import { describe, expect, it } from 'vitest';
import { tagField, tagMessages } from './tags';

describe('tagField', () => {
  it('takes a tag with or without its #, stored lower case', () => {
    expect(tagField.parse(' #Garden ')).toBe('garden');
  });

  it('refuses a tag over 64 characters with the message people read', () => {
    const result = tagField.safeParse('a'.repeat(65));
    expect(result.error?.issues[0]?.message).toBe(tagMessages.tagInvalid);
    expect(tagMessages.tagInvalid).toBe(
      'Tag must be letters, digits or _ (at most 64), not only digits',
    );
  });
});
