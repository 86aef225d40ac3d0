import type { User } from '@app/contract';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: '01968f5e-7c2a-7b3e-9f1a-2c4d5e6f7a8b',
    name: 'Ada Lovelace',
    username: 'ada',
    profile_pic: '',
    bio: '',
    isPrivate: false,
    status: 'active',
    created_at: '2025-01-01T00:00:00.000Z',
    followersCount: 0,
    followingCount: 0,
    postsCount: 0,
    ...overrides,
  };
}
