import { createHash, randomBytes } from 'node:crypto';
import { uuidv7 } from 'uuidv7';

/** Row ids: UUIDv7, so ids sort by creation time and keyset pagination can use them alone. */
export const newId = (): string => uuidv7();

/** 32 random bytes: an opaque bearer token; only its hash is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
