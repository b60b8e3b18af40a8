/**
 * The advisor's offer's e-mail (issue 50, part 3): to the lead's advisor when the customer accepts an offer or asks a
 * question about it, in the advisor's language. Registered in src/server/email-templates.ts. Its texts are the offers
 * feature's (`offers.advisorOffer.email`), kept with the feature's other texts.
 */
import { createFormatter, createTranslator, type Messages } from 'next-intl';
import { defineEmailTemplate, NoticeEmail, renderEmailElement } from '@/features/email/server';
import { FORMATS } from '@/i18n/formats';
import { isoDateToDate } from '@/lib/dates';
import { messagesFor } from '@/i18n/messages';

export interface LeadOfferEmailData {
  kind: 'accepted' | 'question';
  advisorGivenName: string | null;
  leadName: string;
  leadEmail: string;
  lenderName: string;
  isDemo: boolean;
  nominalRate: number;
  effectiveRate: number;
  monthlyPayment: number;
  loan: number;
  fixationYears: number;
  /** YYYY-MM-DD */
  validUntil: string;
  question: string | null;
  leadPageUrl: string;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

export const leadOfferEmail = defineEmailTemplate<LeadOfferEmailData>({
  name: 'leadOfferResponse',
  async render(d, { locale, frame }) {
    const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: 'offers.advisorOffer.email' as never }) as unknown as Translate;
    const format = createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' });
    const cents = (n: number) => format.number(n, 'euroCents');
    const pct = (n: number) => format.number(n, 'percent2');
    const lender = d.isDemo ? t('demoLender', { name: d.lenderName }) : d.lenderName;
    const figures = t('figures', { lender, rate: pct(d.nominalRate), effective: pct(d.effectiveRate), monthly: cents(d.monthlyPayment), loan: format.number(Math.round(d.loan), 'euro'), years: d.fixationYears, validUntil: format.dateTime(isoDateToDate(d.validUntil), 'short') });
    const texts = {
      ...frame,
      preview: t(`${d.kind}.preview`, { name: d.leadName, lender }),
      greeting: d.advisorGivenName ? t('greetingNamed', { name: d.advisorGivenName }) : t('greeting'),
      paragraphs: [
        t(`${d.kind}.intro`, { name: d.leadName, email: d.leadEmail, lender }),
        figures,
        ...(d.kind === 'question' && d.question ? [t('question.text', { question: d.question })] : []),
        t(`${d.kind}.next`),
      ],
      button: t('button'),
      signature: t('signature'),
    };
    return renderEmailElement(t(`${d.kind}.subject`, { name: d.leadName, lender }), <NoticeEmail texts={texts} url={d.leadPageUrl} />);
  },
});

/** The offers feature's e-mails, for the composition root's registry. */
export const OFFERS_EMAILS = [leadOfferEmail] as const;
