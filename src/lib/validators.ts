/**
 * The shared validators of spec section 5 for what a lead tells us (e-mail, name, German phone), plus the
 * security reference's e-mail rules. Pure functions used on the server and in the browser (dialog and
 * forms validate on blur): they return codes, the UI translates them (messages `validation.*`).
 */

export type FieldCode = 'required' | 'invalidEmail' | 'invalidName' | 'invalidPhone';
export type Checked<T> = { ok: true; value: T } | { ok: false; code: FieldCode };

const MAX_EMAIL = 254;
const MAX_LOCAL = 64;
/** RFC 5322 dot-atom characters of a local part; quoted local parts and comments are refused. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** An internationalised domain as its ASCII form (müller.de → xn--mller-kva.de), or null. */
function asciiDomain(domain: string): string | null {
  if (domain.length === 0 || /[\s/\\?#@:[\]%]/.test(domain)) return null;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
}

/**
 * An e-mail address as the site stores it (lower case, domain in its ASCII form), or why it is refused.
 * Refused: text that Unicode NFKC normalisation would change (a full-width ＠, ligatures: look-alikes that
 * a mail server may read differently), quoted local parts (`"e@attacker.com"@victim.com`), comments, IP
 * literals, non-ASCII local parts, and addresses over the RFC lengths.
 */
export function checkEmail(raw: string): Checked<string> {
  const text = raw.trim();
  if (text === '') return { ok: false, code: 'required' };
  if (text.normalize('NFKC') !== text || text.length > MAX_EMAIL) return { ok: false, code: 'invalidEmail' };
  const at = text.lastIndexOf('@');
  if (at <= 0 || text.indexOf('@') !== at) return { ok: false, code: 'invalidEmail' };
  const local = text.slice(0, at);
  const domain = asciiDomain(text.slice(at + 1).toLowerCase());
  if (local.length > MAX_LOCAL || !LOCAL_PART.test(local) || domain === null) return { ok: false, code: 'invalidEmail' };
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !TOP_LEVEL.test(labels[labels.length - 1]!)) return { ok: false, code: 'invalidEmail' };
  const email = `${local.toLowerCase()}@${domain}`;
  return email.length > MAX_EMAIL ? { ok: false, code: 'invalidEmail' } : { ok: true, value: email };
}

const LETTERS = '\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}\\p{M}';
/** Words of Latin, Greek or Cyrillic letters, joined by a space, apostrophe, hyphen or dot (spec section 5). */
const NAME = new RegExp(`^[${LETTERS}]+(?:(?:[ '’.-]|\\. )[${LETTERS}]+)*\\.?$`, 'u');

/** A person's name, trimmed with single spaces; at least 3 characters. */
export function checkName(raw: string): Checked<string> {
  const text = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (text === '') return { ok: false, code: 'required' };
  if ([...text].length < 3 || text.length > 100 || !NAME.test(text)) return { ok: false, code: 'invalidName' };
  return { ok: true, value: text };
}

/** German phone (spec section 5): empty allowed; 00, +49, 49 or 0, then 6 to 20 digits, spaces, dashes, slashes or brackets. */
const GERMAN_PHONE = /^(?:00|\+49|49|0)[\d\s\-/()]{6,20}$/;

export function checkGermanPhone(raw: string): Checked<string | null> {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  return GERMAN_PHONE.test(text) ? { ok: true, value: text } : { ok: false, code: 'invalidPhone' };
}
