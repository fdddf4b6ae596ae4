import { createHash, randomBytes } from 'node:crypto';

/** Opaque random token for links and refresh tokens (256 bits, URL-safe). */
export function tokenAleatorio(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
