import 'server-only';
/**
 * Composition root of the e-mail templates (issue 46, ADR 013 amendment): every feature defines its own e-mails
 * and exports them through its `server.ts`; the e-mail feature renders and sends them and knows no domain. This
 * registry is what the delivery worker looks each outbox row's template up in (its files at delivery, e.g. the
 * calendar files); a name that is not registered here is refused at delivery. Registering a name twice throws
 * when this module loads. `tests/unit/email-registry.test.ts` checks that every template a feature exports is here.
 */
import { AUTH_EMAILS } from '@/features/auth/server';
import { BOOKING_EMAILS } from '@/features/booking/server';
import { CAREERS_EMAILS } from '@/features/careers/server';
import { DOCUMENTS_EMAILS } from '@/features/documents/server';
import { emailTemplateRegistry } from '@/features/email/server';
import { LEAD_REQUEST_EMAILS } from '@/features/lead-requests/server';
import { LEADS_EMAILS } from '@/features/leads/server';
import { LOANS_EMAILS } from '@/features/loans/server';
import { OFFERS_EMAILS } from '@/features/offers/server';
import { PROPERTIES_EMAILS } from '@/features/properties/server';
import { REVIEWS_EMAILS } from '@/features/reviews/server';
import { WEBINARS_EMAILS } from '@/features/webinars/server';

export const EMAIL_TEMPLATES = emailTemplateRegistry([
  ...AUTH_EMAILS,
  ...LEADS_EMAILS,
  ...LEAD_REQUEST_EMAILS,
  ...BOOKING_EMAILS,
  ...DOCUMENTS_EMAILS,
  ...PROPERTIES_EMAILS,
  ...CAREERS_EMAILS,
  ...WEBINARS_EMAILS,
  ...REVIEWS_EMAILS,
  ...LOANS_EMAILS,
  ...OFFERS_EMAILS,
]);
