import { StaffAdvisorsPage, adminOnlyPage, staffPageMetadata } from '@/features/backoffice/server';

/** Advisor profiles with their pictures (issue 28): admins only (an advisor gets a 403), per request, never indexed. */
export const dynamic = 'force-dynamic';

export const generateMetadata = staffPageMetadata('staff-advisors');

export default adminOnlyPage('staff-advisors', (locale, query) => <StaffAdvisorsPage locale={locale} query={query} />);
