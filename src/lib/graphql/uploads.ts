/**
 * Files of the query endpoint (the GraphQL multipart request specification, used by `uploadDocumentExtended`).
 * Only for a request that names a session: its body is read up to one file's limit (the documents' 10 MB, given by
 * the endpoint, and the multipart overhead; a larger or endless body stops being read at that byte), its
 * `operations` and `map` fields are checked, and it becomes a JSON request whose Upload variables name files kept
 * beside it for the resolver.
 */
import { readBodyBytes } from '@/lib/json-body';

const MULTIPART_OVERHEAD_BYTES = 32 * 1024;
const uploads = new WeakMap<Request, Map<string, File>>();

/** The file an Upload argument names in this request, or null. */
export function takeUpload(request: Request, value: unknown): File | null {
  return typeof value === 'string' ? (uploads.get(request)?.get(value) ?? null) : null;
}

export type MultipartOutcome = { ok: true; request: Request } | { ok: false; code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' };

function setPath(target: Record<string, unknown>, path: string, value: string): boolean {
  const parts = path.split('.');
  let node: unknown = target;
  for (const part of parts.slice(0, -1)) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  const last = parts.at(-1)!;
  if (typeof node !== 'object' || node === null || !Object.hasOwn(node, last) || (node as Record<string, unknown>)[last] !== null) return false;
  (node as Record<string, unknown>)[last] = value;
  return true;
}

/** A multipart query-endpoint request as a JSON one with its files kept beside it. */
export async function multipartAsJson(request: Request, maxFileBytes: number): Promise<MultipartOutcome> {
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(request, maxFileBytes + MULTIPART_OVERHEAD_BYTES);
  } catch {
    return { ok: false, code: 'PAYLOAD_TOO_LARGE' };
  }
  let form: FormData;
  try {
    form = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return { ok: false, code: 'BAD_REQUEST' };
  }
  const operationsText = form.get('operations');
  const mapText = form.get('map');
  if (typeof operationsText !== 'string' || typeof mapText !== 'string') return { ok: false, code: 'BAD_REQUEST' };
  let operations: { query?: unknown; variables?: Record<string, unknown>; operationName?: unknown };
  let map: Record<string, unknown>;
  try {
    operations = JSON.parse(operationsText) as typeof operations;
    map = JSON.parse(mapText) as Record<string, unknown>;
  } catch {
    return { ok: false, code: 'BAD_REQUEST' };
  }
  if (typeof operations !== 'object' || operations === null || Array.isArray(operations) || typeof map !== 'object' || map === null) return { ok: false, code: 'BAD_REQUEST' };
  const entries = Object.entries(map);
  if (entries.length !== 1) return { ok: false, code: 'BAD_REQUEST' };
  const files = new Map<string, File>();
  for (const [key, paths] of entries) {
    const file = form.get(key);
    if (!(file instanceof File) || !Array.isArray(paths) || paths.length !== 1 || typeof paths[0] !== 'string') return { ok: false, code: 'BAD_REQUEST' };
    const name = `upload:${key}`;
    if (!setPath(operations as Record<string, unknown>, paths[0], name)) return { ok: false, code: 'BAD_REQUEST' };
    files.set(name, file);
  }
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const json = new Request(request.url, { method: 'POST', headers, body: JSON.stringify(operations) });
  uploads.set(json, files);
  return { ok: true, request: json };
}
