import { pictureLimits } from '@app/contract';

/**
 * Texts the seed fixes for the People, Profile and Edit Profile screens (sections 2, 4, 5
 * and 8), word for word. Texts the server shares live in @app/contract's messages.
 */
export const usersTexts = {
  allUsersTitle: 'All Users',
  searchLabel: 'Search people',
  loadUsersFailed: 'Failed to load users',
  loadUsersFailedToast: 'Something went wrong while fetching users.',
  tryAgain: 'Try Again',

  invalidUserId: 'Invalid user ID',
  loadUserFailed: 'Failed to fetch user data.',
  privateAccount: 'Private Account',
  publicAccount: 'Public Account',
  memberSince: 'Member since',
  recentPosts: 'Recent Posts',
  noPosts: 'No posts available',
  noPostsDescription: "This user hasn't created any posts yet",

  editProfileTitle: 'Edit Profile',
  changePhoto: 'Change profile photo',
  profileUpdated: 'Profile updated successfully!',
  updateFailed: 'Update failed',
  updateFailedDescription: 'Please try again',
  noUserTitle: 'Error',
  noUserDescription: 'User not found.',
} as const;

/** The picker's accepted types, as its default messages name them. */
export const acceptedPictureTypes = ['image/png', 'image/jpeg'] as const;
export const acceptedPictureExtensions = ['.png', '.jpeg', '.jpg'] as const;

/** The seed's default file-picker messages ('File type must be ...', 'File is larger than N bytes'). */
export const pictureTexts = {
  wrongType: `File type must be ${acceptedPictureTypes.join(', ')}`,
  tooLarge: `File is larger than ${pictureLimits.maxBytes} bytes`,
} as const;
