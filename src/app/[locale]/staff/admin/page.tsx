import { StaffAdminPage, adminOnlyPage, staffPageMetadata } from '@/features/backoffice/server';

/** The admins' settings of the site (issue 28): admins only (an advisor gets a 403), per request, never indexed. */
export const dynamic = 'force-dynamic';

export const generateMetadata = staffPageMetadata('staff-admin');

export default adminOnlyPage('staff-admin', (locale, query) => <StaffAdminPage locale={locale} query={query} now={new Date()} />);
