import { createHash, randomBytes } from 'node:crypto';

/** A random 32-byte secret for a cookie or a link (base64url, 43 characters). */
export const randomToken = (): string => randomBytes(32).toString('base64url');
/** What the database keeps of such a secret: its SHA-256, so a copy of a table logs nobody in. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('base64url');
/** The shape of randomToken()'s output; anything else is refused before a database lookup. */
export const isTokenShape = (value: string | null | undefined): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
