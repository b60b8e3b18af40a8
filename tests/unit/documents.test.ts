/** Documents area: the cleaned display name, the download header, and a message for every item and code. */
import { describe, expect, test } from 'vitest';
import en from '@messages/en/documents.json';
import de from '@messages/de/documents.json';
import { CHECKLIST, CHECKLIST_KEYS, checklistFor } from '@/features/documents/checklist';
import { DOCUMENT_ERROR_CODES } from '@/features/documents/errors';
import { MAX_FILE_NAME_LENGTH, attachmentDisposition, sanitizeFileName } from '@/features/documents/file-name';
import { uniquePaths } from '@/features/privacy/export-data';

describe('display file name', () => {
  test.each([
    { label: 'a plain name', raw: 'Gehaltsabrechnung März.pdf', type: 'application/pdf', expected: 'Gehaltsabrechnung März.pdf' },
    { label: 'Unix path parts', raw: '../../etc/passwd.pdf', type: 'application/pdf', expected: 'passwd.pdf' },
    { label: 'Windows path parts', raw: 'C:\\Users\\anna\\Scan.PDF', type: 'application/pdf', expected: 'Scan.pdf' },
    { label: 'control and bidi characters', raw: 'rech\u0000nung\u202Efdp.exe.pdf', type: 'application/pdf', expected: 'rechnungfdp.exe.pdf' },
    { label: 'a hidden-file name', raw: '.htaccess', type: 'image/png', expected: 'htaccess.png' },
    { label: 'a name whose extension contradicts the content', raw: 'ausweis.pdf', type: 'image/jpeg', expected: 'ausweis.pdf.jpg' },
    { label: 'no name', raw: '', type: 'image/png', expected: 'document.png' },
  ])('$label → "$expected"', ({ raw, type, expected }) => {
    expect(sanitizeFileName(raw, type)).toBe(expected);
  });

  test(`names are cut to ${MAX_FILE_NAME_LENGTH} characters and keep their extension`, () => {
    const name = sanitizeFileName(`${'ä'.repeat(300)}.pdf`, 'application/pdf');
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('ä.pdf')).toBe(true);
  });

  test('Content-Disposition: attachment, an ASCII fallback that cannot break the header, and the UTF-8 name (RFC 6266/5987)', () => {
    expect(attachmentDisposition('Gehalt März.pdf')).toBe(`attachment; filename="Gehalt M_rz.pdf"; filename*=UTF-8''Gehalt%20M%C3%A4rz.pdf`);
    const header = attachmentDisposition('a"; filename="evil.html\r\nX-Injected: 1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a__ filename=_evil.html__X-Injected: 1.pdf"; filename*=')).toBe(true);
  });

  test('zip entries for equal names are numbered', () => {
    expect(uniquePaths(['a.pdf', 'A.pdf', 'a.pdf', 'b'])).toEqual(['a.pdf', 'A (2).pdf', 'a (3).pdf', 'b']);
  });
});

describe('checklist', () => {
  test('employees and self-employed people prove their income differently; everything else is the same', () => {
    const income = (type: 'employee' | 'selfEmployed') => checklistFor(type).find((s) => s.key === 'income')!.items.map((i) => i.key);
    expect(income('employee')).toEqual(['payslips', 'employmentContract']);
    expect(income('selfEmployed')).toEqual(['taxAssessments', 'annualAccounts', 'bwa']);
    const rest = (type: 'employee' | 'selfEmployed') => checklistFor(type).filter((s) => s.key !== 'income');
    expect(rest('employee')).toEqual(rest('selfEmployed'));
    expect(new Set(CHECKLIST_KEYS).size).toBe(CHECKLIST_KEYS.length);
  });

  test.each([
    { locale: 'en', messages: en },
    { locale: 'de', messages: de },
  ])('$locale: every section, item and error code has its text', ({ messages }) => {
    const m = messages.documents;
    for (const section of CHECKLIST) {
      expect(m.checklist.sections[section.key]).toBeTruthy();
      for (const item of section.items) {
        const text = (m.checklist.items as Record<string, { title: string; hint: string }>)[item.key];
        expect(text?.title, item.key).toBeTruthy();
        expect(text?.hint, item.key).toBeTruthy();
      }
    }
    for (const code of DOCUMENT_ERROR_CODES) expect((m.errors as Record<string, string>)[code], code).toBeTruthy();
  });
});
