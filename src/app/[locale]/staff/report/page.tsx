import { LeadReportPage, adminOnlyPage, staffPageMetadata } from '@/features/backoffice/server';

/** Where clients come from, per week (issue 28): admins only (an advisor gets a 403), per request, never indexed. */
export const dynamic = 'force-dynamic';

export const generateMetadata = staffPageMetadata('staff-report');

export default adminOnlyPage('staff-report', (locale, query) => <LeadReportPage locale={locale} query={query} now={new Date()} />);
