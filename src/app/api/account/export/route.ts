import { getDb } from '@/db';
import { readAccountForm, seeOther } from '@/features/auth/routes';
import { EXPORT_RATE_LIMIT, exportAccountData } from '@/features/privacy/routes';
import { hitRateLimit } from '@/features/security/routes';
import { localizedPath } from '@/i18n/paths';
import { todayInBerlin } from '@/lib/dates';

/** Data export (GDPR Art. 15/20): one zip with data.json and the lead's files, as a download. */
export async function POST(request: Request) {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  const { locale, lead } = read;
  const db = await getDb();
  const limit = await hitRateLimit(db, `account-export:${lead.id}`, EXPORT_RATE_LIMIT);
  if (!limit.allowed) return seeOther(`${localizedPath('account-data', locale)}?exportError=RATE_LIMITED#export`);
  const zip = await exportAccountData(db, lead.id);
  if (!zip) return seeOther(localizedPath('login', locale));
  return new Response(zip, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="hauslotse-data-${todayInBerlin()}.zip"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
