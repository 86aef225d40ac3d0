import { type FieldError, type LoginInput, messages, type SignUpInput } from '@app/contract';
import type { Db } from '../../db/database';
import { goneAs, isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../lib/clock';
import { AppError, conflict, unauthorized } from '../../lib/errors';
import { hashToken, newId, newToken } from '../../lib/ids';
import {
  hashPassword,
  isCommonPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/passwords';
import { toUser, type UserProfileRow } from '../../views/user.view';
import {
  anyAccountExists,
  findLoginCandidate,
  findTakenKeys,
  insertUser,
  recordLogin,
} from './auth.repository';
import {
  deleteSession,
  insertSession,
  type SessionLifetime,
  sessionExpiry,
} from './sessions.repository';

const keyOf = (text: string) => text.trim().toLowerCase();

async function assertAvailable(db: Db, emailKey: string, usernameKey: string) {
  const taken = await findTakenKeys(db, emailKey, usernameKey);
  const errors: FieldError[] = [];
  if (taken.email) errors.push({ path: 'email', message: messages.emailTaken });
  if (taken.username) errors.push({ path: 'username', message: messages.usernameTaken });
  const [first] = errors;
  if (first) throw conflict(first.message, errors);
}

export async function signUp(db: Db, input: SignUpInput) {
  if (isCommonPassword(input.password)) {
    const errors = [{ path: 'password', message: messages.passwordTooCommon }];
    throw new AppError(400, 'VALIDATION_ERROR', messages.passwordTooCommon, errors);
  }
  const emailKey = keyOf(input.email);
  const usernameKey = keyOf(input.username);
  await assertAvailable(db, emailKey, usernameKey);
  // The first account of a new installation runs it: it becomes a moderator.
  const first = !(await anyAccountExists(db));
  const now = nowIso();
  const row = {
    id: newId(),
    name: input.name,
    username: input.username,
    username_key: usernameKey,
    email: input.email,
    email_key: emailKey,
    phone: input.phone,
    password_hash: await hashPassword(input.password),
    bio: '',
    profile_pic: '',
    is_private: 0,
    show_contact: 0,
    status: 'active',
    followers_count: 0,
    following_count: 0,
    posts_count: 0,
    last_login_at: null,
    email_verified_at: null,
    anonymous_revoked_at: null,
    role: first ? 'moderator' : 'member',
    created_at: now,
    updated_at: now,
  };
  try {
    await insertUser(db, row);
  } catch (error) {
    // Two sign-ups raced past the check: the unique index decided, so say who won.
    if (!isUniqueViolation(error)) throw error;
    await assertAvailable(db, emailKey, usernameKey);
    throw error;
  }
  return toUser(row, row.id);
}

export async function logIn(
  db: Db,
  input: LoginInput,
  context: { sessionLifetime: SessionLifetime; userAgent: string },
) {
  const candidate = await findLoginCandidate(db, keyOf(input.email));
  const valid = candidate
    ? await verifyPassword(candidate.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  // Unknown e-mail, wrong password and a suspended account all answer alike.
  if (!candidate || !valid || candidate.status !== 'active') {
    throw unauthorized(messages.invalidCredentials);
  }
  const token = newToken();
  const now = nowIso();
  // An account deleted since it was read is now an unknown e-mail, answered alike.
  await insertSession(db, {
    id: newId(),
    user_id: candidate.id,
    token_hash: hashToken(token),
    user_agent: context.userAgent.slice(0, 300),
    created_at: now,
    last_used_at: now,
    expires_at: sessionExpiry(now, now, context.sessionLifetime),
  }).catch(goneAs(() => unauthorized(messages.invalidCredentials)));
  await recordLogin(db, candidate.id, now);
  const { password_hash: _, ...user } = candidate;
  return { token, user: toUser(user satisfies UserProfileRow, candidate.id) };
}

export const logOut = (db: Db, sessionId: string) => deleteSession(db, sessionId);
