import { z } from 'zod';
import { isoDate } from './common';
import { limits } from './limits';
import { messages as m } from './messages';
import { emailField, type muteWordSchema, signUpPasswordField } from './users';

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: m.passwordIncorrect })
    .min(1, m.passwordIncorrect)
    .max(limits.passwordMax),
  newPassword: signUpPasswordField,
});

export const forgotPasswordSchema = z.object({ email: emailField });

/** The lengths an e-mailed link's token may have; the reset form checks a link by them too. */
export const linkTokenMin = 16;
export const linkTokenMax = 100;

const tokenField = z
  .string({ error: m.linkInvalid })
  .min(linkTokenMin, m.linkInvalid)
  .max(linkTokenMax, m.linkInvalid);

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

/** The web forms ask for the new password twice; only the API's fields go to the server. */
const matches = { message: m.passwordsDoNotMatch, path: ['confirmPassword'] };

export const resetPasswordFormSchema = z
  .object({ password: signUpPasswordField, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, matches);
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, matches);
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type MuteWordInput = z.infer<typeof muteWordSchema>;
