/**
 * What a visitor typed into a form, kept for a few minutes in an httpOnly cookie when a plain POST sends them
 * back with an error: contact data never goes into a URL, and a form without JavaScript cannot keep it
 * otherwise. Only the named fields, each at most 120 characters; anything unreadable is no draft.
 */
export function encodeFormDraft<F extends string>(form: FormData, fields: readonly F[]): string {
  const draft = Object.fromEntries(fields.map((f) => [f, String(form.get(f) ?? '').slice(0, 120)]));
  return Buffer.from(JSON.stringify(draft), 'utf8').toString('base64url');
}

export function decodeFormDraft<F extends string>(value: string | undefined, fields: readonly F[]): Record<F, string> | null {
  if (!value || value.length > 2000) return null;
  try {
    const raw = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>;
    return Object.fromEntries(fields.map((f) => [f, typeof raw[f] === 'string' ? (raw[f] as string).slice(0, 120) : ''])) as Record<F, string>;
  } catch {
    return null;
  }
}
