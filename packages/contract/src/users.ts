import { z } from 'zod';
import { idSchema, isoDate, pageRequestSchema } from './common';
import { limits } from './limits';
import { messages as m } from './messages';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const nameField = required(m.nameRequired).max(limits.nameMax, m.nameTooLong);
export const usernameField = required(m.usernameRequired)
  .min(limits.usernameMin, m.usernameTooShort)
  .max(limits.usernameMax, m.usernameTooLong)
  .regex(/^[A-Za-z0-9_.]+$/, m.usernameCharacters);
export const emailField = z
  .string({ error: m.emailInvalid })
  .trim()
  .max(limits.emailMax, m.emailInvalid)
  .pipe(z.email({ error: m.emailInvalid }));
export const phoneField = z
  .string({ error: m.phoneTooShort })
  .trim()
  .min(limits.phoneMin, m.phoneTooShort)
  .max(limits.phoneMax, m.phoneTooLong)
  .regex(/^[0-9 +\-()]+$/, m.phoneCharacters);
// Passwords are never trimmed: a space is a legitimate character.
export const signUpPasswordField = z
  .string({ error: m.passwordTooShortSignUp })
  .min(limits.passwordMin, m.passwordTooShortSignUp)
  .max(limits.passwordMax, m.passwordTooLong);
export const bioField = z.string().max(limits.bioMax, m.bioTooLong);

export const signUpSchema = z.object({
  name: nameField,
  username: usernameField,
  email: emailField,
  phone: phoneField,
  password: signUpPasswordField,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: m.passwordTooShortLogin })
    .min(limits.passwordMin, m.passwordTooShortLogin)
    .max(limits.passwordMax, m.passwordTooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const userSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  profile_pic: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const viewerRelationSchema = z.object({
  isSelf: z.boolean(),
  following: z.boolean(),
  requested: z.boolean(),
  followsYou: z.boolean(),
  blocking: z.boolean(),
  /** The viewer muted this person: only the viewer ever learns it. */
  muting: z.boolean(),
});
export type ViewerRelation = z.infer<typeof viewerRelationSchema>;

export const userSchema = userSummarySchema.extend({
  bio: z.string(),
  isPrivate: z.boolean(),
  status: z.enum(['active', 'suspended']),
  created_at: isoDate,
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  postsCount: z.number().int(),
  // Present only for the owner, or for everyone when the owner chose showContact.
  email: z.string().optional(),
  phone: z.string().optional(),
  showContact: z.boolean().optional(),
  /** Owner only: whether the e-mail address was confirmed. */
  emailVerified: z.boolean().optional(),
  /** Owner only: 'moderator' opens the Moderation page. */
  role: z.enum(['member', 'moderator']).optional(),
  /** Owner only: false once a moderator revoked anonymous posting (rule 13). */
  canPostAnonymously: z.boolean().optional(),
  viewer: viewerRelationSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

export const userIdParamsSchema = z.object({ id: idSchema });

export const loginResultSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;
export const userResultSchema = z.object({ user: userSchema });

/** The longest People search; beside its schema for the same reason as postSearchMax. */
export const userSearchMax = 100;

export const listUsersSchema = pageRequestSchema.extend({
  filters: z.object({ search: z.string().trim().max(userSearchMax).optional() }).default({}),
});
export type ListUsersInput = z.input<typeof listUsersSchema>;

export const userListResultSchema = z.object({
  userList: z.array(userSchema),
  total: z.number().int().optional(),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type UserListResult = z.infer<typeof userListResultSchema>;

/**
 * People to follow: those followed by people the viewer follows, then popular accounts;
 * never the viewer, people they follow or asked to follow, blocked either way, or muted.
 */
export const suggestionsResultSchema = z.object({ userList: z.array(userSchema) });
export type SuggestionsResult = z.infer<typeof suggestionsResultSchema>;

export const targetUserSchema = z.object({ userId: idSchema });
export const userPageSchema = pageRequestSchema.extend({ userId: idSchema });

export const followStatusSchema = z.object({ status: z.enum(['following', 'requested', 'none']) });
export type FollowStatus = z.infer<typeof followStatusSchema>['status'];

/** Form fields arrive as text in multipart bodies, as booleans in JSON ones. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/**
 * The profile update. Username and e-mail are not part of it (rule 7); `profile_pic` only
 * removes a picture (''), since pictures come from uploads the server checked itself.
 */
export const updateProfileSchema = z.object({
  userId: idSchema.optional(),
  name: nameField.optional(),
  bio: bioField.optional(),
  phone: z.union([z.literal(''), phoneField]).optional(),
  isPrivate: flag.optional(),
  showContact: flag.optional(),
  profile_pic: z.string().max(500).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: m.passwordIncorrect })
    .min(1, m.passwordIncorrect)
    .max(limits.passwordMax),
});

export { pictureLimits, pictureMessages } from './picture-limits';

export const muteWordSchema = z.object({
  word: z
    .string({ error: m.mutedWordRequired })
    .trim()
    .min(1, m.mutedWordRequired)
    .max(limits.mutedWordMax, m.mutedWordTooLong),
});
export const mutedWordsResultSchema = z.object({ words: z.array(z.string()) });
