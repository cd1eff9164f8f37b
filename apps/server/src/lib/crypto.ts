import { createHash, randomBytes } from 'node:crypto';

/** An opaque session token: 256 random bits. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
