/** Financing certificates as the database returns them, made in memory from the form's fields and the engine (issue 49's tests). */
import { certificateAmount } from '@/features/certificates/amount';
import { parseCertificate } from '@/features/certificates/certificate-form';
import type { CertificateRow } from '@/features/certificates/repository';
import { marketOn } from '@/engine/rates/fixtures';

export const CERTIFICATE_DAY = '2026-11-27';

/** The first applicant's details; add the income and the household. */
export const ANNA = { p_salutation: 'mrs', p_first: 'Anna', p_last: 'Schmidt', p_email: 'anna@example.de', p_street: 'Hauptstraße', p_house: '5a', p_zip: '10115', p_city: 'Berlin', p_country: 'DE' };

/** A certificate issued on CERTIFICATE_DAY on the fixture rates, from the request form's fields. */
export function certificateRow(form: Record<string, string>): CertificateRow {
  const parsed = parseCertificate(form);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const amount = certificateAmount(parsed.request, marketOn(CERTIFICATE_DAY), CERTIFICATE_DAY);
  if (!amount.ok) throw new Error(amount.code);
  const f = amount.figures;
  const property = parsed.request.property;
  return {
    id: '00000000-0000-4000-8000-000000000001',
    leadId: '00000000-0000-4000-8000-000000000002',
    number: 'FZ-7K2M-9Q4P',
    verifyToken: 'A'.repeat(43),
    locale: 'de',
    applicants: parsed.request.applicants.map((a) => ({ salutation: a.salutation, title: a.title, firstName: a.firstName, lastName: a.lastName })),
    figures: f as unknown as Record<string, unknown>,
    loanAmount: f.loan,
    maxPrice: f.maxPrice,
    purchasePrice: property?.purchasePrice ?? null,
    propertyAddress: property ? `${property.address.zipcode} ${property.address.city}`.trim() : null,
    source: 'booking',
    status: 'self_reported',
    issuedAt: new Date(`${CERTIFICATE_DAY}T10:00:00Z`),
    validUntil: '2027-02-27',
    checkedAt: null,
    checkedBy: null,
    revokedAt: null,
    revokedReason: null,
    supersededAt: null,
  };
}

/** A single parent with €2,600 net, one child and no savings: the household calculation limits, the loan is above the price. */
export const SINGLE_PARENT = { ...ANNA, p_income: '2.600', children: '1', savings: '0' };
/** Two earners whose savings cover the purchase costs. */
export const COUPLE = { ...ANNA, p_income: '3.200', second: 'on', s_first: 'Ben', s_last: 'Müller', s_street: 'Hauptstraße', s_house: '5a', s_zip: '10115', s_city: 'Berlin', s_income: '2.400', savings: '80.000' };
