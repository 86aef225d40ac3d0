import { createHash, randomBytes } from 'node:crypto';
import { UUID, uuidv7 } from 'uuidv7';

/** Row ids: UUIDv7, so ids sort by creation time and keyset pagination can use them alone. */
export const newId = (): string => uuidv7();

/** A UUIDv7 for a given moment, for data made after the fact (demo and bulk seeds). */
export const idAt = (unixMs: number): string => {
  const random = randomBytes(10);
  return UUID.fromFieldsV7(
    unixMs,
    random.readUInt16BE(0) & 0xfff,
    random.readUInt32BE(2) & 0x3fffffff,
    random.readUInt32BE(6),
  ).toString();
};

/** The lowest UUIDv7 of a moment: every id made at or after it sorts at or above it. */
export const lowestIdAt = (unixMs: number): string =>
  UUID.fromFieldsV7(Math.max(0, unixMs), 0, 0, 0).toString();

/** The moment inside a UUIDv7 (its first 48 bits are milliseconds); none for other ids. */
export const momentOfId = (id: string): number | undefined =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-7/i.test(id)
    ? Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)
    : undefined;

/** 32 random bytes: an opaque bearer token; only its hash is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
