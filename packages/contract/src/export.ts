import { z } from 'zod';
import { deleteAccountSchema } from './users';

/** `POST /user/me/export`: the password again, as for deleting the account. */
export const exportAccountSchema = deleteAccountSchema;
export type ExportAccountInput = z.infer<typeof exportAccountSchema>;

const person = z.object({ userId: z.string(), username: z.string(), since: z.string() });
const anonymous = z.boolean().describe('Written anonymously: shown to others as Anonymous');

/**
 * Everything an account wrote and chose (PRODUCT.md §9), for its owner alone. Anonymous
 * posts and comments are in it, marked: the owner is the one person who may know.
 */
export const accountExportSchema = z.object({
  format: z.literal('murmur-account-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  profile: z.object({
    userId: z.string(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    phone: z.string(),
    bio: z.string(),
    profilePicture: z.string(),
    isPrivate: z.boolean(),
    showContact: z.boolean(),
    createdAt: z.string(),
  }),
  posts: z.array(
    z.object({
      postId: z.string(),
      content: z.string(),
      anonymous,
      edited: z.boolean(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  comments: z.array(
    z.object({
      commentId: z.string(),
      postId: z.string(),
      content: z.string(),
      anonymous,
      pseudonym: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  reactions: z.array(
    z.object({
      on: z.enum(['post', 'comment']),
      id: z.string(),
      kind: z.enum(['like', 'hug', 'share']),
      createdAt: z.string(),
    }),
  ),
  saves: z.array(z.object({ postId: z.string(), savedAt: z.string() })),
  following: z.array(person.extend({ status: z.enum(['accepted', 'pending']) })),
  blocks: z.array(person),
  mutes: z.array(person),
  mutedWords: z.array(z.object({ word: z.string(), since: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
export const accountExportResultSchema = z.object({ export: accountExportSchema });
