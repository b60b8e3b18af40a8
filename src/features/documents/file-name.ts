/**
 * The customer's file name is only ever shown and offered as the download name: it never names a storage
 * location (storage keys are random, storage.ts). Still it is cleaned before it is stored, so that it cannot
 * carry path parts, control or bidi characters, or an extension that contradicts the detected type.
 */
export const MAX_FILE_NAME_LENGTH = 120;

const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

/** A display name for an upload: no path, no control/format characters, at most MAX_FILE_NAME_LENGTH characters, the extension of the detected type. */
export function sanitizeFileName(raw: string, contentType: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  const extensions = EXTENSIONS[contentType] ?? [];
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  // A name whose extension fits the detected type keeps it; any other gets the type's extension appended.
  const suffix = extensions.includes(ext) ? ext : (extensions[0] ?? '');
  let stem = extensions.includes(ext) ? name.slice(0, dot) : name;
  const room = MAX_FILE_NAME_LENGTH - (suffix ? suffix.length + 1 : 0);
  stem = Array.from(stem).slice(0, room).join('').replace(/[.\s]+$/, '') || 'document';
  name = suffix ? `${stem}.${suffix}` : stem;
  return name;
}

/**
 * `Content-Disposition: attachment` with the name both as an ASCII fallback and as RFC 5987 UTF-8
 * (`filename*`), as RFC 6266 recommends; quotes, backslashes and anything outside printable ASCII are
 * replaced in the fallback, so the header cannot be broken out of.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_') || 'document';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
