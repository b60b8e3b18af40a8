/**
 * The files of one import: an OpenImmo XML document, or a zip with XML documents and the images their
 * `<anhang>` elements name (fflate). Limits keep a hostile archive from exhausting memory: at most 2,000 entries,
 * 20 MB per XML file, 10 MB per image, 500 MB in all, each checked against the sizes the archive declares
 * before anything is inflated.
 */
import { unzipSync } from 'fflate';

export const ARCHIVE_LIMITS = { entries: 2_000, xmlBytes: 20 * 1024 * 1024, imageBytes: 10 * 1024 * 1024, totalBytes: 500 * 1024 * 1024 };

export interface ImportFiles {
  /** name → XML text */
  documents: Map<string, string>;
  /** normalised path inside the archive → bytes */
  images: Map<string, Uint8Array>;
}

export class ArchiveError extends Error {
  constructor(readonly code: 'BAD_ZIP' | 'TOO_LARGE' | 'NO_DOCUMENT', detail: string) {
    super(detail);
  }
}

/** Paths compared without a leading "./" or "/", with forward slashes, case-insensitively. */
export const normalisePath = (p: string) => p.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '').toLowerCase();

const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export function readImportFile(name: string, bytes: Uint8Array): ImportFiles {
  if (!isZip(bytes)) {
    if (bytes.length > ARCHIVE_LIMITS.xmlBytes) throw new ArchiveError('TOO_LARGE', `${name} is larger than ${ARCHIVE_LIMITS.xmlBytes / 1024 / 1024} MB`);
    return { documents: new Map([[name, new TextDecoder('utf-8').decode(bytes)]]), images: new Map() };
  }
  let entries = 0;
  let total = 0;
  let tooLarge: string | null = null;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (file.name.endsWith('/')) return false;
        entries += 1;
        const limit = /\.xml$/i.test(file.name) ? ARCHIVE_LIMITS.xmlBytes : ARCHIVE_LIMITS.imageBytes;
        total += file.originalSize;
        if (entries > ARCHIVE_LIMITS.entries) tooLarge ??= `more than ${ARCHIVE_LIMITS.entries} files`;
        else if (file.originalSize > limit) tooLarge ??= `${file.name} declares ${file.originalSize} bytes (limit ${limit})`;
        else if (total > ARCHIVE_LIMITS.totalBytes) tooLarge ??= `more than ${ARCHIVE_LIMITS.totalBytes / 1024 / 1024} MB in all`;
        return tooLarge === null;
      },
    });
  } catch (error) {
    throw new ArchiveError('BAD_ZIP', `${name} is not a readable zip: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (tooLarge) throw new ArchiveError('TOO_LARGE', `${name}: ${tooLarge}`);
  const documents = new Map<string, string>();
  const images = new Map<string, Uint8Array>();
  for (const [path, data] of Object.entries(files)) {
    // A declared size can lie: the inflated size is checked again.
    if (data.length > (/\.xml$/i.test(path) ? ARCHIVE_LIMITS.xmlBytes : ARCHIVE_LIMITS.imageBytes)) throw new ArchiveError('TOO_LARGE', `${name}: ${path} inflates beyond its limit`);
    if (/\.xml$/i.test(path)) documents.set(`${name}:${path}`, new TextDecoder('utf-8').decode(data));
    else images.set(normalisePath(path), data);
  }
  if (documents.size === 0) throw new ArchiveError('NO_DOCUMENT', `${name} holds no .xml document`);
  return { documents, images };
}

/** The image type from the bytes themselves (the document's `<format>` is not trusted), or null. */
export function imageMime(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | 'image/svg+xml' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (String.fromCharCode(...bytes.slice(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp';
  const head = new TextDecoder('utf-8').decode(bytes.slice(0, 512)).trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(head)) return 'image/svg+xml';
  return null;
}
