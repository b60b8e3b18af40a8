/**
 * next-intl's types for this site (known debt 1): the locales, and the messages as the English files hold them
 * (the German files have the same keys: tests/unit/messages.test.ts). `t('…')`, `getTranslations({ namespace })` and
 * `useTranslations` then accept only keys that exist; a typo fails the typecheck (tests/unit/message-keys-typed.test.ts).
 * Costs about 15 s more of `tsc` (10 → 26 s on this machine), which runs beside ESLint in `npm test`.
 */
import type enAccount from '@messages/en/account.json';
import type enAuth from '@messages/en/auth.json';
import type enBooking from '@messages/en/booking.json';
import type enCalculator from '@messages/en/calculator.json';
import type enCareers from '@messages/en/careers.json';
import type enCertificates from '@messages/en/certificates.json';
import type enCommon from '@messages/en/common.json';
import type enContent from '@messages/en/content.json';
import type enDocuments from '@messages/en/documents.json';
import type enEmail from '@messages/en/email.json';
import type enErrors from '@messages/en/errors.json';
import type enFunnel from '@messages/en/funnel.json';
import type enPages from '@messages/en/pages.json';
import type enPension from '@messages/en/pension.json';
import type enPlanners from '@messages/en/planners.json';
import type enProperties from '@messages/en/properties.json';
import type enRates from '@messages/en/rates.json';
import type enRequests from '@messages/en/requests.json';
import type enStaff from '@messages/en/staff.json';
import type enValuation from '@messages/en/valuation.json';
import type enOffers from '@messages/en/offers.json';
import type enLoans from '@messages/en/loans.json';
import type { ReactNode } from 'react';
import type { Locale } from './routes';

type Messages = typeof enAccount & typeof enAuth & typeof enBooking & typeof enCalculator & typeof enCareers & typeof enCertificates & typeof enCommon & typeof enContent & typeof enDocuments & typeof enEmail & typeof enErrors & typeof enFunnel & typeof enPages & typeof enPension & typeof enPlanners & typeof enProperties & typeof enRates & typeof enRequests & typeof enStaff & typeof enValuation & typeof enOffers & typeof enLoans;

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}

/**
 * A translator whose keys come from data (a route's key, a menu entry, a question id of a funnel): the type system
 * cannot follow them, so they are strings here; tests/unit/messages.test.ts checks that the keys the data names exist
 * in both languages. Use it only where the key is data, through `dataTranslator`.
 */
export interface DataTranslator {
  (key: string, values?: Record<string, string | number | Date>): string;
  rich(key: string, values?: Record<string, unknown>): ReactNode;
  raw(key: string): unknown;
  has(key: string): boolean;
}

/** The same translator, taking keys that data names (see `DataTranslator`). */
export function dataTranslator(t: object): DataTranslator {
  return t as DataTranslator;
}
