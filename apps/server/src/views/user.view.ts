import type { User, UserSummary } from '@app/contract';
import { isAnonymous } from '@app/contract';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/tables/users';

export type UserRow = Selectable<UsersTable>;

/** The columns a full profile needs; never the password hash. */
export const userColumns = [
  'users.id',
  'users.name',
  'users.username',
  'users.email',
  'users.phone',
  'users.bio',
  'users.profile_pic',
  'users.is_private',
  'users.show_contact',
  'users.status',
  'users.followers_count',
  'users.following_count',
  'users.posts_count',
  'users.created_at',
  'users.email_verified_at',
  'users.role',
  'users.anonymous_revoked_at',
] as const;

export type UserProfileRow = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'username'
  | 'email'
  | 'phone'
  | 'bio'
  | 'profile_pic'
  | 'is_private'
  | 'show_contact'
  | 'status'
  | 'followers_count'
  | 'following_count'
  | 'posts_count'
  | 'created_at'
  | 'email_verified_at'
  | 'role'
  | 'anonymous_revoked_at'
>;

export const toUserSummary = (
  row: Pick<UserRow, 'id' | 'name' | 'username' | 'profile_pic'>,
): UserSummary => ({
  _id: row.id,
  name: row.name,
  username: row.username,
  profile_pic: row.profile_pic,
});

/**
 * The one place a user leaves the server, shaped for its viewer: contact details only
 * for the owner or when the owner chose to show them (PRODUCT.md section 3).
 */
export type RelationFlags = {
  following?: unknown;
  requested?: unknown;
  follows_you?: unknown;
  blocking?: unknown;
  muting?: unknown;
};

export function toUser(row: UserProfileRow & RelationFlags, viewerId: string | null): User {
  const isSelf = viewerId === row.id;
  const showContact = row.show_contact === 1;
  return {
    ...toUserSummary(row),
    bio: row.bio,
    isPrivate: row.is_private === 1,
    status: row.status === 'suspended' ? 'suspended' : 'active',
    created_at: row.created_at,
    followersCount: row.followers_count,
    followingCount: row.following_count,
    postsCount: row.posts_count,
    ...(isSelf || showContact ? { email: row.email, phone: row.phone } : {}),
    ...(isSelf
      ? {
          showContact,
          emailVerified: row.email_verified_at !== null,
          role: row.role === 'moderator' ? ('moderator' as const) : ('member' as const),
          canPostAnonymously: row.anonymous_revoked_at === null,
        }
      : {}),
    ...(viewerId
      ? {
          viewer: {
            isSelf,
            following: Boolean(row.following),
            requested: Boolean(row.requested),
            followsYou: Boolean(row.follows_you),
            blocking: Boolean(row.blocking),
            muting: Boolean(row.muting),
          },
        }
      : {}),
  };
}

/** The columns of its author that a post or comment row is read with. */
export type AuthorColumns = {
  author_name: string;
  author_username: string;
  author_profile_pic: string;
};

/** A post or comment row with its author, and whether it was written anonymously. */
export type AuthoredRow = AuthorColumns & {
  author_id: string;
  visibility: 'public' | 'private';
};

/**
 * The author of a post or comment as this viewer may see it: anonymous writing shows its
 * author to that author alone; everyone else gets null, with no id, name, username or
 * picture (rule 1). Posts and comments both go through here.
 */
export function authorFor(row: AuthoredRow, viewerId: string): UserSummary | null {
  if (isAnonymous(row) && row.author_id !== viewerId) return null;
  return toUserSummary({
    id: row.author_id,
    name: row.author_name,
    username: row.author_username,
    profile_pic: row.author_profile_pic,
  });
}
