import { limits, messages, type Session } from '@app/contract';
import type { Db } from '../../db/database';
import { DAY_MS, msBefore, nowIso } from '../../lib/clock';
import { AppError, notFound, ownAccountGone } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/ids';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import type { PendingEvents } from '../../lib/pending-events';
import {
  countLinksMadeSince,
  deleteSessions,
  findActiveUserByEmail,
  findCredentials,
  insertOneTimeToken,
  listSessions,
  lockUser,
  markEmailVerified,
  retireTokens,
  setPasswordHash,
  useOneTimeToken,
} from './account.repository';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const fieldError = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, [{ path, message }]);

function refuseCommon(password: string, path: string) {
  if (isCommonPassword(password)) throw fieldError(path, messages.passwordTooCommon);
}

export async function sessionsOf(db: Db, userId: string, currentId: string): Promise<Session[]> {
  const rows = await listSessions(db, userId);
  return rows.map((r) => ({
    _id: r.id,
    userAgent: r.user_agent,
    created_at: r.created_at,
    last_used_at: r.last_used_at,
    current: r.id === currentId,
  }));
}

/** Signs out one of the viewer's devices (or all others); their streams end too. */
export async function endSessions(
  db: Db,
  userId: string,
  which: { only?: string; except?: string },
  pendingEvents: PendingEvents,
) {
  const ended = await deleteSessions(db, userId, which);
  if (which.only && ended.length === 0) throw notFound(messages.notFound);
  for (const sessionId of ended) pendingEvents.push({ type: 'session.ended', sessionId });
}

export async function changePassword(
  db: Db,
  viewer: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
  pendingEvents: PendingEvents,
) {
  const user = await findCredentials(db, viewer.userId);
  if (!user) throw ownAccountGone();
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw fieldError('currentPassword', messages.passwordIncorrect);
  }
  if (input.currentPassword === input.newPassword)
    throw fieldError('newPassword', messages.passwordSameAsCurrent);
  refuseCommon(input.newPassword, 'newPassword');
  const hash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, viewer.userId, hash, nowIso());
    await endSessions(trx, viewer.userId, { except: viewer.sessionId }, pendingEvents);
  });
}

type MailedLink = 'sent' | 'too-soon' | 'daily-limit';

/**
 * Mails a single-use link, within each address's budget for its purpose (PRODUCT.md §9): a flood of
 * requests must not turn us into a mail cannon against someone's inbox. The budget is
 * checked and spent in one transaction; the mail goes out after it commits.
 */
async function sendLink(
  db: Db,
  mailer: Mailer,
  user: { id: string; email: string; name: string },
  link: { purpose: 'reset' | 'verify'; path: string; publicUrl: string },
): Promise<MailedLink> {
  const token = newToken();
  const outcome = await db.transaction().execute(async (trx): Promise<MailedLink> => {
    await lockUser(trx, user.id);
    const now = nowIso();
    const madeSince = (ms: number) =>
      countLinksMadeSince(trx, user.id, link.purpose, msBefore(now, ms));
    if ((await madeSince(MINUTE)) >= limits.mailsPerMinute) return 'too-soon';
    if ((await madeSince(DAY_MS)) >= limits.mailsPerDay) return 'daily-limit';
    await retireTokens(trx, user.id, link.purpose, now);
    await insertOneTimeToken(trx, {
      token_hash: hashToken(token),
      user_id: user.id,
      purpose: link.purpose,
      expires_at: new Date(
        Date.parse(now) + (link.purpose === 'reset' ? HOUR : 48 * HOUR),
      ).toISOString(),
      created_at: now,
    });
    return 'sent';
  });
  if (outcome !== 'sent') return outcome;
  const url = `${link.publicUrl}${link.path}?token=${token}`;
  const mail =
    link.purpose === 'reset'
      ? {
          subject: 'Reset your password',
          text: `Hello ${user.name},\n\nTo choose a new password, open this link within the hour:\n${url}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.`,
        }
      : {
          subject: 'Confirm your e-mail address',
          text: `Hello ${user.name},\n\nPlease confirm your e-mail address by opening this link:\n${url}`,
        };
  await mailer.send({ to: user.email, ...mail });
  return 'sent';
}

/**
 * Sends a reset link when the address belongs to an active account, and answers the same
 * either way, in about the same time: the mail goes out after the answer.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
  afterAnswer: (work: Promise<unknown>) => void,
) {
  const user = await findActiveUserByEmail(db, email.trim().toLowerCase());
  if (user)
    afterAnswer(
      sendLink(db, mailer, user, { purpose: 'reset', path: '/reset-password', publicUrl }),
    );
}

/** A reset link works once, within the hour, and ends every session of the account. */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string },
  pendingEvents: PendingEvents,
) {
  refuseCommon(input.password, 'password');
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const userId = await useOneTimeToken(trx, hashToken(input.token), 'reset', now);
    if (!userId) throw fieldError('token', messages.linkInvalid);
    await setPasswordHash(trx, userId, hash, now);
    await deleteSessions(trx, userId, {});
    pendingEvents.push({ type: 'user.ended', userId });
  });
}

/**
 * The verification mail, to an address not yet verified. The person asked for it, so a
 * spent budget is told to them (429); the reset form above never tells, as it must not
 * reveal whether an address has an account.
 */
export async function sendVerification(db: Db, mailer: Mailer, publicUrl: string, userId: string) {
  const user = await findCredentials(db, userId);
  if (!user) return;
  if (user.email_verified_at) throw new AppError(409, 'CONFLICT', messages.emailAlreadyVerified);
  const outcome = await sendLink(db, mailer, user, {
    purpose: 'verify',
    path: '/verify-email',
    publicUrl,
  });
  if (outcome === 'too-soon') throw new AppError(429, 'RATE_LIMITED', messages.mailTooSoon);
  if (outcome === 'daily-limit') throw new AppError(429, 'RATE_LIMITED', messages.mailDailyLimit);
}

export async function verifyEmail(db: Db, token: string) {
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const userId = await useOneTimeToken(trx, hashToken(token), 'verify', now);
    if (!userId) throw fieldError('token', messages.linkInvalid);
    await markEmailVerified(trx, userId, now);
  });
}
