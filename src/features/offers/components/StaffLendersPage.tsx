import { getFormatter, getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import type { Locale } from '@/i18n/routes';
import { lenderById, lenderSheets, listLenders, recentSheetImports, sheetImportById } from '../repository';
import { StaffLendersView, type SheetsT, type StaffLendersError } from './StaffLendersView';

const ERRORS: readonly StaffLendersError[] = ['noFile', 'tooLarge', 'notUtf8'];

/**
 * The back office's lenders page (issue 50): reads the lenders, the picked lender's sheets (?lender=<id>), the recent
 * uploads and the report of one (?import=<id>), and renders `StaffLendersView`. Staff only (the page file checks the
 * session); `canImport` for admins.
 */
export async function StaffLendersPage({ locale, query, today, canImport }: { locale: Locale; query: Record<string, string | undefined>; today: string; canImport: boolean }) {
  const db = await getDb();
  const t = (await getTranslations({ locale, namespace: 'offers.sheets' })) as unknown as SheetsT;
  const format = await getFormatter({ locale });
  const lenderId = query.lender ?? '';
  const [lenders, imports, report, lender] = await Promise.all([listLenders(db), recentSheetImports(db, 10), query.import ? sheetImportById(db, query.import) : null, lenderId ? lenderById(db, lenderId) : null]);
  const selected = lenderId ? (lender ? { lender, sheets: await lenderSheets(db, lender.id) } : ('notFound' as const)) : null;
  const error = ERRORS.find((e) => e === query.error) ?? null;
  return <StaffLendersView locale={locale} t={t} format={format} today={today} lenders={lenders} selected={selected} imports={imports} report={report} error={error} canImport={canImport} />;
}
