/**
 * Document uploads (issue 9, security reference "Uploads"): type by content, size limit while streaming,
 * random storage keys, per-lead limits, owner-only reads. On PGlite and on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { HTML, JPEG, MULTIPART_TYPE, PDF, PNG, multipartBody, streamOf, type Part } from '../support/multipart';
import { documentContents, documents } from '@/features/documents/tables';
import { deleteDocument, findDocumentForViewer, listDocuments, readDocumentForViewer } from '@/features/documents/repository';
import { MAX_FILE_BYTES, MAX_FILES_PER_LEAD, UPLOAD_RATE_LIMIT, uploadDocument } from '@/features/documents/upload-document';
import { attributionFrom } from '@/features/leads/attribution';
import { findOrCreateLead } from '@/features/leads/repository';

const T0 = new Date('2026-11-23T10:00:00Z');

describe.each(DATABASE_KINDS)('documents on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  const lead = async (email: string) => (await findOrCreateLead(h.db, { email, locale: 'de', attribution: attributionFrom(new URLSearchParams(), null) })).lead.id;
  /** A new lead per refused upload (counted, not random). */
  let refused = 0;
  const upload = (leadId: string, parts: Part[], extra: { now?: Date } = {}) => {
    const body = multipartBody(parts);
    return uploadDocument(h.db, { leadId, contentType: MULTIPART_TYPE, contentLength: body.length, body: streamOf(body), now: extra.now ?? T0 });
  };
  const file = (filename: string, data: Uint8Array | string, category = 'payslips', type = 'application/pdf'): Part[] => [
    { name: 'locale', value: 'en' },
    { name: 'category', value: category },
    { name: 'file', filename, type, data },
  ];

  beforeAll(async () => {
    h = await freshDatabase(kind);
  });
  afterAll(async () => {
    await h?.dispose();
  });

  test.each([
    { label: 'PDF with an umlaut (browsers send the name as UTF-8)', name: 'Gehalt März.pdf', data: PDF, type: 'application/pdf', stored: 'Gehalt März.pdf' },
    { label: 'JPEG sent as .jpeg', name: 'ausweis.jpeg', data: JPEG, type: 'image/jpeg', stored: 'ausweis.jpeg' },
    { label: 'PNG named .pdf', name: 'grundriss.pdf', data: PNG, type: 'image/png', stored: 'grundriss.pdf.png' },
  ])('$label → accepted as $type, stored as "$stored" under a random key', async ({ name, data, type, stored }) => {
    const id = await lead(`ok-${type.replace('/', '-')}@example.de`);
    const result = await upload(id, file(name, data));
    expect(result).toMatchObject({ ok: true, document: { fileName: stored, contentType: type, sizeBytes: data.length, category: 'payslips' } });
    if (!result.ok) return;
    const [row] = await h.db.select().from(documents).where(eq(documents.id, result.document.id));
    expect(row!.storageKey).toMatch(/^doc_[A-Za-z0-9_-]{32}$/);
    expect(row!.storageKey).not.toContain(name.split('.')[0]);
    const read = await readDocumentForViewer(h.db, { kind: 'lead', leadId: id }, result.document.id);
    expect(read?.data.equals(Buffer.from(data))).toBe(true);
    expect(await listDocuments(h.db, id)).toHaveLength(1);
  });

  test.each([
    { label: 'HTML named .pdf', data: HTML, code: 'UNSUPPORTED_TYPE' },
    { label: 'ELF binary named .pdf', data: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]), code: 'UNSUPPORTED_TYPE' },
    { label: 'plain text named .pdf', data: 'Kontoauszug 1.234,56 EUR', code: 'UNSUPPORTED_TYPE' },
    { label: 'an empty file', data: '', code: 'EMPTY_FILE' },
  ])('$label → $code, nothing stored', async ({ data, code }) => {
    const id = await lead(`refused-${code}-${++refused}@example.de`);
    expect(await upload(id, file('kontoauszug.pdf', data))).toMatchObject({ ok: false, code });
    expect(await listDocuments(h.db, id)).toEqual([]);
  });

  test('no file, an unknown category, a body that is not multipart → clear codes', async () => {
    const id = await lead('fields@example.de');
    expect(await upload(id, [{ name: 'category', value: 'payslips' }])).toMatchObject({ ok: false, code: 'NO_FILE' });
    expect(await upload(id, file('a.pdf', PDF, '../../etc'))).toMatchObject({ ok: false, code: 'INVALID_CATEGORY' });
    expect(await uploadDocument(h.db, { leadId: id, contentType: 'application/json', contentLength: 2, body: streamOf(new Uint8Array([123, 125])), now: T0 })).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(await uploadDocument(h.db, { leadId: id, contentType: 'multipart/form-data', contentLength: 2, body: streamOf(new Uint8Array([123, 125])), now: T0 })).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(await listDocuments(h.db, id)).toEqual([]);
  });

  test('a path in the file name and control characters never reach the stored name', async () => {
    const id = await lead('names@example.de');
    const result = await upload(id, file('..\\..\\windows/../../etc/pass\u202Ewd.pdf', PDF));
    expect(result).toMatchObject({ ok: true, document: { fileName: 'passwd.pdf' } });
  });

  test('a file one byte over 10 MB → FILE_TOO_LARGE, and the body is not read to its end', async () => {
    const id = await lead('large@example.de');
    const head = Buffer.from(multipartBody([{ name: 'category', value: 'payslips' }]).subarray(0, -`--${MULTIPART_TYPE.split('=')[1]}--\r\n`.length));
    const fileHead = Buffer.from(`--${MULTIPART_TYPE.split('=')[1]}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const total = 40 * 1024 * 1024; // what the client would send: far more than the limit
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(Buffer.concat([head, fileHead])));
      },
      pull(controller) {
        if (pulled >= total) return controller.close();
        const chunk = new Uint8Array(64 * 1024).fill(0x41);
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    // No Content-Length (chunked upload): the limit must hold while streaming.
    const result = await uploadDocument(h.db, { leadId: id, contentType: MULTIPART_TYPE, contentLength: null, body, now: T0 });
    expect(result).toMatchObject({ ok: false, code: 'FILE_TOO_LARGE' });
    expect(pulled).toBeGreaterThan(MAX_FILE_BYTES - 128 * 1024);
    expect(pulled).toBeLessThan(MAX_FILE_BYTES + 512 * 1024);
    expect(await listDocuments(h.db, id)).toEqual([]);
  });

  test('exactly 10 MB is accepted; a Content-Length announcing more is refused before reading', async () => {
    const id = await lead('edge@example.de');
    const exact = Buffer.alloc(MAX_FILE_BYTES, 0x20);
    PDF.copy(exact);
    expect(await upload(id, file('exact.pdf', exact))).toMatchObject({ ok: true, document: { sizeBytes: MAX_FILE_BYTES } });
    let read = false;
    const body = new ReadableStream<Uint8Array>({
      pull() {
        read = true;
      },
    });
    expect(await uploadDocument(h.db, { leadId: id, contentType: MULTIPART_TYPE, contentLength: 50 * 1024 * 1024, body, now: T0 })).toMatchObject({ ok: false, code: 'FILE_TOO_LARGE' });
    expect(read).toBe(false);
  });

  test(`another lead's document, an unknown and a malformed id → not found; the owner's delete removes the bytes`, async () => {
    const owner = await lead('owner@example.de');
    const other = await lead('other@example.de');
    const result = await upload(owner, file('vertrag.pdf', PDF));
    if (!result.ok) throw new Error(result.code);
    const docId = result.document.id;
    expect(await findDocumentForViewer(h.db, { kind: 'lead', leadId: other }, docId)).toBeNull();
    expect(await readDocumentForViewer(h.db, { kind: 'lead', leadId: other }, docId)).toBeNull();
    expect(await findDocumentForViewer(h.db, { kind: 'lead', leadId: owner }, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await findDocumentForViewer(h.db, { kind: 'lead', leadId: owner }, "x' or '1'='1")).toBeNull();
    expect(await deleteDocument(h.db, other, docId)).toBe(false);
    expect(await findDocumentForViewer(h.db, { kind: 'lead', leadId: owner }, docId)).not.toBeNull();

    const [row] = await h.db.select().from(documents).where(eq(documents.id, docId));
    expect(await deleteDocument(h.db, owner, docId)).toBe(true);
    expect(await h.db.select().from(documentContents).where(eq(documentContents.storageKey, row!.storageKey))).toEqual([]);
    expect(await listDocuments(h.db, owner)).toEqual([]);
  });

  test(`the ${MAX_FILES_PER_LEAD + 1}st file of a lead → TOO_MANY_FILES`, async () => {
    const id = await lead('many@example.de');
    await h.db.insert(documents).values(
      Array.from({ length: MAX_FILES_PER_LEAD }, (_, i) => ({ leadId: id, storageKey: `doc_test_${kind}_${i}`, fileName: `f${i}.pdf`, contentType: 'application/pdf', sizeBytes: 10, category: 'payslips', createdAt: T0 })),
    );
    expect(await upload(id, file('one-more.pdf', PDF))).toMatchObject({ ok: false, code: 'TOO_MANY_FILES' });
  });

  test(`more than ${UPLOAD_RATE_LIMIT.limit} uploads an hour → RATE_LIMITED`, async () => {
    const id = await lead('busy@example.de');
    for (let i = 0; i < UPLOAD_RATE_LIMIT.limit; i++) {
      expect(await upload(id, file('leer.pdf', ''))).toMatchObject({ ok: false, code: 'EMPTY_FILE' });
    }
    expect(await upload(id, file('scan.pdf', PDF))).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(await upload(id, file('scan.pdf', PDF), { now: new Date(T0.getTime() + UPLOAD_RATE_LIMIT.windowSeconds * 1000 + 1000) })).toMatchObject({ ok: true });
  });
});
