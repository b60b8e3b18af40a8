import deCalculator from '@messages/de/calculator.json';
import deCommon from '@messages/de/common.json';
import deEmail from '@messages/de/email.json';
import deErrors from '@messages/de/errors.json';
import dePages from '@messages/de/pages.json';
import deRates from '@messages/de/rates.json';
import enCalculator from '@messages/en/calculator.json';
import enCommon from '@messages/en/common.json';
import enEmail from '@messages/en/email.json';
import enErrors from '@messages/en/errors.json';
import enPages from '@messages/en/pages.json';
import enRates from '@messages/en/rates.json';
import deAccount from '@messages/de/account.json';
import deBooking from '@messages/de/booking.json';
import deAuth from '@messages/de/auth.json';
import deDocuments from '@messages/de/documents.json';
import deRequests from '@messages/de/requests.json';
import deStaff from '@messages/de/staff.json';
import dePension from '@messages/de/pension.json';
import dePlanners from '@messages/de/planners.json';
import enAccount from '@messages/en/account.json';
import enBooking from '@messages/en/booking.json';
import enAuth from '@messages/en/auth.json';
import enDocuments from '@messages/en/documents.json';
import enRequests from '@messages/en/requests.json';
import enStaff from '@messages/en/staff.json';
import enPension from '@messages/en/pension.json';
import deContent from '@messages/de/content.json';
import enContent from '@messages/en/content.json';
import enPlanners from '@messages/en/planners.json';
import deFunnel from '@messages/de/funnel.json';
import enFunnel from '@messages/en/funnel.json';
import deProperties from '@messages/de/properties.json';
import enProperties from '@messages/en/properties.json';
import deValuation from '@messages/de/valuation.json';
import enValuation from '@messages/en/valuation.json';
import deOffers from '@messages/de/offers.json';
import enOffers from '@messages/en/offers.json';
import deCertificates from '@messages/de/certificates.json';
import enCertificates from '@messages/en/certificates.json';
import deCareers from '@messages/de/careers.json';
import enCareers from '@messages/en/careers.json';
import deLoans from '@messages/de/loans.json';
import enLoans from '@messages/en/loans.json';
import type { Locale } from './routes';

/**
 * Messages are split by area into messages/<locale>/<area>.json; each file's top-level keys are namespaces.
 * A namespace lives in exactly one file (checked by tests/unit/messages.test.ts).
 */
export const MESSAGE_FILES: Record<Locale, Record<string, Record<string, unknown>>> = {
  de: { common: deCommon, email: deEmail, errors: deErrors, pages: dePages, rates: deRates, calculator: deCalculator, account: deAccount, booking: deBooking, auth: deAuth, documents: deDocuments, requests: deRequests, staff: deStaff, pension: dePension, content: deContent, planners: dePlanners, funnel: deFunnel, properties: deProperties, valuation: deValuation, offers: deOffers, certificates: deCertificates, careers: deCareers, loans: deLoans },
  en: { common: enCommon, email: enEmail, errors: enErrors, pages: enPages, rates: enRates, calculator: enCalculator, account: enAccount, booking: enBooking, auth: enAuth, documents: enDocuments, requests: enRequests, staff: enStaff, pension: enPension, content: enContent, planners: enPlanners, funnel: enFunnel, properties: enProperties, valuation: enValuation, offers: enOffers, certificates: enCertificates, careers: enCareers, loans: enLoans },
};

export function messagesFor(locale: Locale): Record<string, unknown> {
  return Object.assign({}, ...Object.values(MESSAGE_FILES[locale]));
}
