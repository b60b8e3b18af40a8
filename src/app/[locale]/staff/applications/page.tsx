import { adminOnlyPage, staffPageMetadata } from '@/features/backoffice/server';
import { StaffApplicationsPage } from '@/features/careers/server';

/** The job applications (issue 29): admins only (an advisor gets a 403), per request, never indexed. */
export const dynamic = 'force-dynamic';

export const generateMetadata = staffPageMetadata('staff-applications');

export default adminOnlyPage('staff-applications', (locale) => <StaffApplicationsPage locale={locale} />);
