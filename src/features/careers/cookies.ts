import { draftCookie } from '@/lib/forms/form-state';
import { APPLICATION_FIELDS } from './index';

/**
 * What the applicant typed, kept for ten minutes when the POST sends them back with an error (form kit, ADR 025:
 * names and addresses never go into a URL). The file cannot be kept: the browser asks for it again.
 */
export const APPLICATION_DRAFT = draftCookie('hl_application_draft', APPLICATION_FIELDS);
