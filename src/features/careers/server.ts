/**
 * Public server entry of the careers feature (issue 29): openings from content/careers, the application's use
 * case, the staff's list and CV download, and the pages' components.
 */
export * from './index';
export { loadOpenings, isOpen, OpeningsError, EMPLOYMENT_TYPES, REMOTE_POLICIES, type Opening, type OpeningStore, type EmploymentType, type RemotePolicy } from './openings';
export { openingStore, listOpenOpenings, getOpening, openingById } from './store';
export { jobPostingLd } from './structured-data';
export { validateApplication, type ApplicationAnswers } from './schemas';
export { submitApplication, APPLICATION_RATE_LIMIT, SUBMISSION_ID, type SubmitApplicationInput, type SubmitApplicationResult } from './submit-application';
export { downloadApplicationCv } from './download-cv';
export { deletionDue, purgeExpiredApplications, recordApplicationDecision, startCareersRetentionWorker, RETENTION_CRON } from './retention';
export { listApplications, readApplicationCv, type ApplicationRow } from './repository';
export { APPLICATION_DRAFT } from './cookies';
export { CareersOpenings, OpeningPage, UnsolicitedApplicationPage, openingCounterparts, type ApplicationQuery } from './components/pages';
export { StaffApplicationsPage } from './components/StaffApplicationsPage';
export { jobApplicationConfirmationEmail, jobApplicationTeamEmail, CAREERS_EMAILS, type JobApplicationConfirmationData, type JobApplicationTeamData } from './email-templates';
