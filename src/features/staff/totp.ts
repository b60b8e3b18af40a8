import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { SITE } from '@/config/site';

/**
 * The staff second factor's building blocks (ADR 037): time-based one-time passwords (RFC 6238: SHA-1, 6 digits,
 * 30-second steps, what every authenticator app reads from the QR code) by the maintained `otpauth` library, the
 * secret encrypted at rest, and single-use recovery codes.
 */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after are accepted too (a phone's clock a little off, a code typed at a step's end). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totpOf(secret: Secret, label = ''): TOTP {
  return new TOTP({ issuer: SITE.brand, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret });
}

/** A new random secret (160 bits, RFC 4226's recommendation), as base32 (what the authenticator app is given). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI of the QR code: the app shows "Hauslotse: name@hauslotse.de". */
export const totpUri = (secretBase32: string, email: string): string => totpOf(Secret.fromBase32(secretBase32), email).toString();

/** The code of an instant (tests and the enrolment check). */
export const totpCode = (secretBase32: string, at: Date): string => totpOf(Secret.fromBase32(secretBase32)).generate({ timestamp: at.getTime() });

/** The 30-second step a valid code belongs to (for the once-only rule), or null for a wrong code. */
export function totpStep(secretBase32: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(Secret.fromBase32(secretBase32)).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Spaces, hyphens and case as people type them away: "123 456" and "abcd-efgh-jk" are read. */
export const normalizeCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Ten single-use recovery codes of 10 characters (~49 bits each), shown as xxxxx-xxxxx. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
export const isRecoveryCodeShape = (normalized: string): boolean => new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`).test(normalized);
/** What the database keeps of a recovery code: the SHA-256 of its normalized form. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normalizeCode(code), 'utf8').digest('base64url');

/** A 32-byte key for AES-256-GCM. */
export type TotpKey = Buffer;

export const totpKeyFromSecret = (secret: string): TotpKey => createHash('sha256').update(secret, 'utf8').digest();

/** Encrypts a secret for the database: v1.iv.tag.ciphertext (base64url). */
export function sealSecret(key: TotpKey, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The secret back, or null when the key is not the one it was sealed with (or the text is damaged). */
export function openSecret(key: TotpKey, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The key that seals the TOTP secrets: STAFF_TOTP_KEY; without it, on the embedded database, a random key kept in
 * a file beside its data folder (`<PGLITE_DATA_DIR>.staff-totp-key`, mode 600), so that every process on that
 * database (the server, `npm run staff`, a restart) reads the same key. With DATABASE_URL the variable is
 * required in production (env.ts assertRuntimeSecrets); development on PostgreSQL without it gets a key per process.
 */
export function resolveTotpKey(e: { STAFF_TOTP_KEY?: string; DATABASE_URL?: string; PGLITE_DATA_DIR: string; NODE_ENV?: string }): TotpKey {
  if (e.STAFF_TOTP_KEY) return totpKeyFromSecret(e.STAFF_TOTP_KEY);
  if (e.DATABASE_URL) {
    if (e.NODE_ENV === 'production') throw new Error('STAFF_TOTP_KEY is required with DATABASE_URL in production (at least 32 characters, the same on every instance)');
    processKey ??= randomBytes(32);
    return processKey;
  }
  const file = `${e.PGLITE_DATA_DIR.replace(/\/+$/, '')}.staff-totp-key`;
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return totpKeyFromSecret(fs.readFileSync(file, 'utf8').trim());
}
let processKey: Buffer | undefined;
