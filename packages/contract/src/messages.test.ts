import { describe, expect, it } from 'vitest';
import { listPostsSchema } from './posts';
import { listUsersSchema, pictureMessages } from './users';

// The limits are written into these texts from the limit objects; people must still read
// them word for word as they were written out by hand.
describe('limits and the texts that name them', () => {
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
