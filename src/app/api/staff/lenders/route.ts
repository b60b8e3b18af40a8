import { getDb } from '@/db';
import { seeOther } from '@/features/auth/routes';
import { importConditionSheets, MAX_SHEET_FILE_BYTES } from '@/features/offers/routes';
import { readStaffUpload } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';
import { errorResponse } from '@/lib/app-error';

/**
 * The lenders page's upload (issue 50): one condition sheet file (CSV or JSON, up to 2 MB, read as a stream and
 * refused at the first byte past it) in the field `sheet`, multipart. Admins only: 403 for a foreign Origin, 401
 * without a staff session, 403 for an advisor, all before the body is read. The file is imported all or nothing
 * (features/offers/sheet-import.ts) and the upload recorded with its report; the answer goes back to the page with
 * ?import=<id>, where the report is shown in the staff member's language, or with ?error=noFile|tooLarge|notUtf8.
 */
export async function POST(request: Request) {
  const upload = await readStaffUpload(request, { maxFileBytes: MAX_SHEET_FILE_BYTES, fileField: 'sheet', maxFields: 4, maxFieldBytes: 100 });
  if ('response' in upload) return upload.response;
  const { parsed, locale, staff } = upload;
  const page = localizedPath('staff-lenders', locale);
  const back = (query: Record<string, string>, anchor: string) => seeOther(`${page}?${new URLSearchParams(query)}#${anchor}`);
  if (!parsed.ok) return parsed.code === 'FILE_TOO_LARGE' ? back({ error: 'tooLarge' }, 'lenders-upload') : errorResponse('BAD_REQUEST');
  if (!parsed.file || parsed.file.data.length === 0) return back({ error: 'noFile' }, 'lenders-upload');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(parsed.file.data);
  } catch {
    return back({ error: 'notUtf8' }, 'lenders-upload');
  }
  const report = await importConditionSheets(await getDb(), { fileName: parsed.file.name, text, importedBy: staff.id });
  return back({ import: report.id }, 'import-report');
}
