import { describe, expect, it } from 'vitest';
import { pictureMessages } from './users';

// The limits are written into these texts from the limit objects; people must still read
// them word for word as they were written out by hand.
describe('texts that name a limit', () => {
  it('reads the profile picture limits as before', () => {
    expect(pictureMessages.pictureTooLarge).toBe('Profile picture must be at most 5 MB');
    expect(pictureMessages.pictureTooManyPixels).toBe(
      'Profile picture must be at most 40 megapixels',
    );
  });
});
