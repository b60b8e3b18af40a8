import { todayInBerlin } from '@/lib/dates';
import { StaffRatesPage, adminOnlyPage, staffPageMetadata } from '@/features/backoffice/server';

/** The rate model's spread sets and the curve import report (issue 28): admins only (an advisor gets a 403), per request, never indexed. */
export const dynamic = 'force-dynamic';

export const generateMetadata = staffPageMetadata('staff-rates');

export default adminOnlyPage('staff-rates', (locale, query) => <StaffRatesPage locale={locale} query={query} today={todayInBerlin(new Date())} />);
