import { describe, expect, it } from 'vitest';
import { mediaMessages } from './media';
import { messages } from './messages';
import { listPostsSchema } from './posts';
import { listUsersSchema, pictureMessages } from './users';

// The limits are written into these texts from the limit objects; people must still read
// them word for word as they were written out by hand.
describe('limits and the texts that name them', () => {
  it('reads the field limits from limits.ts as before', () => {
    expect(messages.nameTooLong).toBe('Name must be at most 50 characters');
    expect(messages.usernameTooShort).toBe('Username must be at least 2 characters');
    expect(messages.usernameTooLong).toBe('Username must be at most 30 characters');
    expect(messages.phoneTooShort).toBe('Phone must be at least 10 digits');
    expect(messages.phoneTooLong).toBe('Phone must be at most 20 characters');
    expect(messages.passwordTooShortSignUp).toBe('Password must be at least 8 characters');
    // The seed's login message keeps its odd trailing period.
    expect(messages.passwordTooShortLogin).toBe('Password must be at least 8 characters.');
    expect(messages.passwordTooLong).toBe('Password must be at most 128 characters');
    expect(messages.bioTooLong).toBe('Bio must be at most 300 characters');
    expect(messages.contentTooLong).toBe('Content must be at most 2000 characters');
    expect(messages.commentTooLong).toBe('Comment must be at most 1000 characters');
    expect(messages.mutedWordTooLong).toBe('Word must be at most 50 characters');
    expect(messages.tooManyMutedWords).toBe('You can mute at most 200 words');
    expect(messages.reportNoteTooLong).toBe('Note must be at most 500 characters');
  });

  it('reads the post image limits as before', () => {
    expect(mediaMessages.mediaTooLarge).toBe('Image must be at most 10 MB');
    expect(mediaMessages.mediaTooManyPixels).toBe('Image must be at most 40 megapixels');
    expect(mediaMessages.mediaTooMany).toBe('A post can have at most 4 images');
    expect(mediaMessages.mediaAltTooLong).toBe('Alt text must be at most 1500 characters');
  });

  it('reads the profile picture limits as before', () => {
    expect(pictureMessages.pictureTooLarge).toBe('Profile picture must be at most 5 MB');
    expect(pictureMessages.pictureTooManyPixels).toBe(
      'Profile picture must be at most 40 megapixels',
    );
  });

  it('refuses a post search over 200 characters with the text people read', () => {
    const search = (length: number) => ({ filters: { search: 'a'.repeat(length) } });
    expect(listPostsSchema.safeParse(search(200)).success).toBe(true);
    expect(listPostsSchema.safeParse(search(201)).error?.issues[0]?.message).toBe(
      'Search must be at most 200 characters',
    );
  });

  it('takes a People search of up to 100 characters', () => {
    const search = (length: number) => ({ filters: { search: 'a'.repeat(length) } });
    expect(listUsersSchema.safeParse(search(100)).success).toBe(true);
    expect(listUsersSchema.safeParse(search(101)).success).toBe(false);
  });
});
