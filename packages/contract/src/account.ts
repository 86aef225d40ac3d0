import { z } from 'zod';
import { isoDate } from './common';
import { limits } from './limits';
import { messages as m } from './messages';
import { emailField, signUpPasswordField } from './users';

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: m.passwordIncorrect })
    .min(1, m.passwordIncorrect)
    .max(limits.passwordMax),
  newPassword: signUpPasswordField,
});

export const forgotPasswordSchema = z.object({ email: emailField });

const tokenField = z
  .string({ error: m.linkInvalid })
  .min(16, m.linkInvalid)
  .max(100, m.linkInvalid);

export const resetPasswordSchema = z.object({ token: tokenField, password: signUpPasswordField });
export const verifyEmailSchema = z.object({ token: tokenField });

export const sessionSchema = z.object({
  _id: z.string(),
  userAgent: z.string(),
  created_at: isoDate,
  last_used_at: isoDate,
  /** The session this request came from. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
