import { cookies } from 'next/headers';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CheckboxField, ErrorSummary, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, SelectField, TextField, Input, Field } from '@/components/forms';
import { getDb } from '@/db';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { readFormState } from '@/lib/forms/form-state';
import { formatMoneyTyping } from '@/lib/money-input';
import { firstValue } from '@/lib/search-params';
import { BURDEN_RATIO_LIMITS } from '@/engine/house-budget';
import { financesCosts, type CertificateFigures } from '../amount';
import { CERTIFICATE_DRAFT, CERTIFICATE_FORM_ERRORS, PAYSLIP_ERRORS } from '../certificate-http';
import { CERTIFICATE_ERROR_CODES, CERTIFICATE_FIELDS, COUNTRIES, certificatePrefill, payslipDocumentType, SALUTATIONS, TITLES, type CertificateField } from '../certificate-form';
import { certificateVerifyUrl, houseBudgetUrl, printedName } from '../links';
import { applicantFieldsOf, certificatesOf, certificateState, type CertificateWithDocuments } from '../repository';

type Query = Record<string, string | string[] | undefined>;
type T = Awaited<ReturnType<typeof getTranslations<'certificates'>>>;
type Format = Awaited<ReturnType<typeof getFormatter>>;

const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/**
 * The account's financing certificate (issue 26; `/en/account/financing-certificate`, `/de/konto/finanzierungszertifikat`):
 * the current certificate with its figures, downloads, verification link and payslip uploads; the request form
 * (a plain POST, with the lead's saved details or a refused form's draft); earlier certificates.
 */
export async function CertificateBody({ locale, query, leadId }: { locale: Locale; query: Query; leadId: string }) {
  const [t, format, db] = await Promise.all([getTranslations({ locale, namespace: 'certificates' }), getFormatter({ locale }), getDb()]);
  const today = todayInBerlin();
  const state = readFormState({ errors: firstValue(query.errors), error: firstValue(query.error) }, (await cookies()).get(CERTIFICATE_DRAFT.name)?.value, { cookie: CERTIFICATE_DRAFT, codes: CERTIFICATE_ERROR_CODES, formErrors: [...CERTIFICATE_FORM_ERRORS] });
  const saved = await applicantFieldsOf(db, leadId);
  // A link from a listing page prefills the property and the savings (issue 48): below a refused form's draft, above the saved details.
  const prefill: Partial<Record<string, string>> = state.draft ? {} : certificatePrefill(query);
  const values = Object.fromEntries(CERTIFICATE_FIELDS.map((f) => [f, state.draft?.[f] ?? prefill[f] ?? saved?.[f] ?? ''])) as Record<CertificateField, string>;
  const certificates = await certificatesOf(db, leadId);
  const current = certificates.find((c) => certificateState(c, today) === 'valid') ?? null;
  const earlier = certificates.filter((c) => c !== current);
  const issued = firstValue(query.issued);
  const uploaded = firstValue(query.payslip);
  const payslipError = PAYSLIP_ERRORS.find((e) => e === firstValue(query.payslipError)) ?? null;
  const payslipFor = firstValue(query.applicant) === 'secondary' ? 'secondary' : 'primary';
  return (
    <div className="flex flex-col gap-8">
      <p className="max-w-3xl text-muted">{t('intro')}</p>
      {issued && current?.number === issued && (
        <p role="status" className="rounded-lg border border-emerald-600 bg-emerald-50 px-4 py-3 text-emerald-950" data-testid="certificate-notice">{t('notice.issued', { number: issued })}</p>
      )}
      {uploaded && (
        <p role="status" className="rounded-lg border border-emerald-600 bg-emerald-50 px-4 py-3 text-emerald-950" data-testid="payslip-notice">{t('notice.payslipUploaded', { file: uploaded.slice(0, 120) })}</p>
      )}
      {current ? (
        <CurrentCertificate certificate={current} locale={locale} t={t} format={format} today={today} payslipError={payslipError} payslipFor={payslipFor} />
      ) : (
        <section aria-labelledby="certificate-how" className="rounded-2xl border border-slate-200 p-4 sm:p-6">
          <h2 id="certificate-how" className="text-xl font-semibold text-ink">{t('howTitle')}</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-muted">
            <li>{t('how.one')}</li>
            <li>{t('how.two')}</li>
            <li>{t('how.three')}</li>
          </ol>
          {payslipError && <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="payslip-error">{t(`payslipErrors.${payslipError}`)}</p>}
        </section>
      )}
      {Object.keys(prefill).length > 0 && (
        <p role="status" className="rounded-lg border border-brand-600 bg-brand-50 px-4 py-3 text-ink" data-testid="certificate-prefilled">{t('notice.prefilled')}</p>
      )}
      <RequestForm locale={locale} t={t} values={values} errors={state.errors} formError={state.error} hasCurrent={current !== null} />
      {earlier.length > 0 && (
        <section aria-labelledby="certificate-earlier">
          <h2 id="certificate-earlier" className="text-xl font-semibold text-ink">{t('earlier.heading')}</h2>
          <div className="mt-3 overflow-x-auto">
            <table className="table-cards w-full text-left text-sm" data-testid="certificate-earlier">
              <thead>
                <tr className="border-b border-slate-200 text-muted">
                  <th scope="col" className="py-2 pr-4 font-medium">{t('earlier.number')}</th>
                  <th scope="col" className="py-2 pr-4 font-medium">{t('earlier.issued')}</th>
                  <th scope="col" className="py-2 pr-4 font-medium">{t('earlier.state')}</th>
                  <th scope="col" className="py-2 pr-4 font-medium">{t('earlier.pdf')}</th>
                </tr>
              </thead>
              <tbody>
                {earlier.map((c) => (
                  <tr key={c.id} className="border-b border-slate-100">
                    <td className="py-2 pr-4 font-mono" data-label={t('earlier.number')}>{c.number}</td>
                    <td className="py-2 pr-4" data-label={t('earlier.issued')}>{format.dateTime(c.issuedAt, 'short')}</td>
                    <td className="py-2 pr-4" data-label={t('earlier.state')}>{t(`state.${certificateState(c, today)}`)}</td>
                    <td className="py-2 pr-4" data-label={t('earlier.pdf')}>
                      <PdfLinks id={c.id} t={t} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}

function PdfLinks({ id, t }: { id: string; t: T }) {
  const href = (l: Locale) => `/api/account/financing-certificate/${id}/pdf?locale=${l}`;
  return (
    <span className="flex flex-wrap gap-3">
      <a href={href('de')} className="text-brand-700 underline" lang="de" hrefLang="de">{t('current.pdfDe')}</a>
      <a href={href('en')} className="text-brand-700 underline" lang="en" hrefLang="en">{t('current.pdfEn')}</a>
    </span>
  );
}

/** The lead's valid certificate: amount, state, downloads, verification link, the calculation, payslips. */
export function CurrentCertificate({ certificate: c, locale, t, format, today, payslipError, payslipFor }: { certificate: CertificateWithDocuments; locale: Locale; t: T; format: Format; today: string; payslipError: string | null; payslipFor: 'primary' | 'secondary' }) {
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (n: number) => format.number(n, { style: 'percent', maximumFractionDigits: 2 });
  const date = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), 'short');
  const f = c.figures as unknown as CertificateFigures;
  const link = certificateVerifyUrl(locale, c.verifyToken);
  const documentType = payslipDocumentType(today);
  const month = format.dateTime(new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 15)), { month: 'long', year: 'numeric' });
  // The calculation as label, value and whether it is a result line.
  const rows: [string, string, boolean?][] = [
    [t('figures.netIncome'), euro(f.netIncome)],
    [t('figures.livingCosts', { adults: f.adults, children: f.children }), `−${euro(f.livingCosts)}`],
    [t('figures.runningCosts', { area: f.livingArea }), `−${euro(f.runningCosts)}`],
    [t('figures.buffer'), `−${euro(f.buffer)}`],
    ...(f.otherLoans > 0 ? ([[t('figures.otherLoans'), `−${euro(f.otherLoans)}`]] as [string, string][]) : []),
    [t('figures.afterHousehold'), euro(f.householdInstallment)],
    [t('figures.guidance'), euro(f.guidanceInstallment)],
    [t('figures.maxInstallment'), euro(f.maxInstallment), true],
    [t('figures.payment'), format.number(f.monthlyPayment, 'euroCents')],
    [t('figures.rate', { date: date(f.rateDate) }), pct(f.interestRate)],
    [t('figures.repayment'), pct(f.repayment)],
    [t('figures.savings'), euro(f.savings)],
  ];
  return (
    <section aria-labelledby="certificate-current" className="rounded-2xl border-2 border-brand-600 p-4 sm:p-6" data-testid="certificate-current">
      <h2 id="certificate-current" className="text-xl font-semibold text-ink">{t('current.heading')}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">{t('current.loan')}</dt>
          <dd className="text-2xl font-bold text-ink" data-testid="certificate-loan">{euro(c.loanAmount)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('current.price')}</dt>
          <dd className="text-2xl font-bold text-ink" data-testid="certificate-price">{euro(c.maxPrice)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('current.status')}</dt>
          <dd className="font-semibold text-ink" data-testid="certificate-status">{t(`status.${c.status as 'self_reported'}`)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('current.number')}</dt>
          <dd className="font-mono" data-testid="certificate-number">{c.number}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('current.issued')}</dt>
          <dd>{format.dateTime(c.issuedAt, 'short')}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('current.validUntil')}</dt>
          <dd data-testid="certificate-valid-until">{date(c.validUntil)}</dd>
        </div>
        {c.propertyAddress && c.purchasePrice !== null && (
          <div className="sm:col-span-2 lg:col-span-3">
            <dt className="text-sm text-muted">{t('current.property')}</dt>
            <dd>
              {c.propertyAddress}. {t(c.purchasePrice <= c.maxPrice ? 'current.priceWithin' : 'current.priceAbove', { price: euro(c.purchasePrice) })}
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span className="font-medium">{t('current.download')}:</span>
        <PdfLinks id={c.id} t={t} />
      </div>
      <div className="mt-4">
        <Field id="certificate-link" label={t('current.verifyLink')} hint={t('current.verifyHint')}>
          <Input id="certificate-link" readOnly value={link} className="font-mono text-sm" data-testid="certificate-link" />
        </Field>
      </div>
      <details className="mt-5 rounded-lg bg-brand-50 p-4">
        <summary className="cursor-pointer font-semibold text-ink">{t('figures.heading')}</summary>
        <table className="mt-3 w-full max-w-2xl text-sm" data-testid="certificate-figures">
          <tbody>
            {rows.map(([label, value, strong]) => (
              <tr key={label} className={strong ? 'border-b border-slate-300 font-semibold' : 'border-b border-slate-200'}>
                <th scope="row" className={`py-1.5 pr-4 text-left ${strong ? '' : 'font-normal'}`}>{label}</th>
                <td className="py-1.5 text-right tabular-nums">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-muted">{t(f.limitedBy === 'household' ? 'figures.limitedByHousehold' : 'figures.limitedByGuidance')}</p>
        <p className="mt-1 text-sm text-muted">{t('figures.costs', { tax: pct(f.transferTax), taxBasis: t(`figures.taxBasis.${f.taxBasis}`), notary: pct(f.notaryRate), commission: pct(f.commission) })}</p>
        {financesCosts(f) && <p className="mt-1 text-sm text-amber-900" data-testid="certificate-costs-financed">{t('figures.financesCosts')}</p>}
        {/* Why the house-budget calculator's first answer differs (issue 49): its default rule is a share of the income. */}
        <p className="mt-3 text-sm text-muted" data-testid="certificate-compare">
          {t.rich('figures.compareBudget', {
            ratio: pct(BURDEN_RATIO_LIMITS.default),
            burden: euro(Math.max(0, f.netIncome * BURDEN_RATIO_LIMITS.default - f.otherLoans)),
            cap: pct(BURDEN_RATIO_LIMITS.guidanceMax),
            installment: euro(f.maxInstallment),
            link: (chunks) => <a href={houseBudgetUrl(locale, f)} className="text-brand-700 underline">{chunks}</a>,
          })}
        </p>
      </details>
      <section aria-labelledby="certificate-payslips" className="mt-6">
        <h3 id="certificate-payslips" className="text-lg font-semibold text-ink">{t('payslips.heading')}</h3>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t('payslips.text', { month })}</p>
        <ul className="mt-3 grid gap-4 md:grid-cols-2" data-testid="payslips">
          {c.applicants.map((a, i) => {
            const type = i === 0 ? 'primary' : 'secondary';
            const name = printedName(a, (key) => t(key as 'titles.dr'));
            const doc = c.documents.find((d) => d.applicantType === type && d.documentType === documentType && d.uploadedAt);
            const error = payslipError && payslipFor === type ? payslipError : null;
            const id = `payslip-${type}`;
            return (
              <li key={type} className="min-w-0 rounded-lg border border-slate-200 p-4" data-testid={`payslip-${type}`}>
                <p className="font-medium">{t(`payslips.applicant.${type}`, { name })}</p>
                <p className="text-sm text-muted" data-testid="payslip-state">{doc ? t('payslips.uploaded', { file: doc.fileName ?? '', date: format.dateTime(doc.uploadedAt!, 'short') }) : t('payslips.missing')}</p>
                <form method="post" encType="multipart/form-data" action={`/api/account/financing-certificate/payslip?${new URLSearchParams({ locale, applicant: type })}`} className="mt-3">
                  <input type="hidden" name="type" value="platform_attachment" />
                  <input type="hidden" name="document_type" value={documentType} />
                  <input type="hidden" name="applicant_type" value={type} />
                  <Field id={id} label={t('payslips.fileLabel', { name })} error={error ? <span role="alert">{t(`payslipErrors.${error as 'NO_FILE'}`)}</span> : null} errorTestId="payslip-error">
                    <div className="flex flex-wrap items-center gap-2">
                      <Input id={id} name="file" type="file" accept={ACCEPT} required error={error ?? undefined} className="w-full min-w-0 text-sm" />
                      <button type="submit" className={SECONDARY_BUTTON_CLASS}>{doc ? t('payslips.replace') : t('payslips.button')}</button>
                    </div>
                  </Field>
                </form>
              </li>
            );
          })}
        </ul>
      </section>
    </section>
  );
}

function RequestForm({ locale, t, values, errors, formError, hasCurrent }: { locale: Locale; t: T; values: Record<CertificateField, string>; errors: Partial<Record<CertificateField, string>>; formError: string | null; hasCurrent: boolean }) {
  const id = (f: CertificateField) => `certificate-${f}`;
  const error = (f: CertificateField) => (errors[f] ? t(`errors.${errors[f] as 'required'}`) : undefined);
  const listed = CERTIFICATE_FIELDS.filter((f) => errors[f]);
  const countryName = new Intl.DisplayNames([locale], { type: 'region' });
  const applicant = (p: 'p' | 's') => {
    const f = (k: string) => `${p}_${k}` as CertificateField;
    return (
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
        <SelectField id={id(f('salutation'))} name={f('salutation')} label={t('labels.salutation')} defaultValue={values[f('salutation')] || 'none'} error={error(f('salutation'))}>
          {SALUTATIONS.map((s) => (
            <option key={s} value={s}>{t(`salutations.${s}`)}</option>
          ))}
        </SelectField>
        <SelectField id={id(f('title'))} name={f('title')} label={t('labels.title')} defaultValue={values[f('title')]} error={error(f('title'))}>
          {TITLES.map((s) => (
            <option key={s || 'none'} value={s}>{t(`titles.${s || 'none'}` as 'titles.none')}</option>
          ))}
        </SelectField>
        <TextField id={id(f('first'))} name={f('first')} label={t('labels.first')} autoComplete={p === 'p' ? 'given-name' : 'off'} defaultValue={values[f('first')]} error={error(f('first'))} required={p === 'p'} />
        <TextField id={id(f('last'))} name={f('last')} label={t('labels.last')} autoComplete={p === 'p' ? 'family-name' : 'off'} defaultValue={values[f('last')]} error={error(f('last'))} required={p === 'p'} />
        <TextField id={id(f('email'))} name={f('email')} type="email" label={t('labels.email')} hint={p === 's' ? t('hints.emailSecondary') : undefined} autoComplete={p === 'p' ? 'email' : 'off'} defaultValue={values[f('email')]} error={error(f('email'))} required={p === 'p'} fieldClassName="col-span-2 flex flex-col gap-1" />
        <TextField id={id(f('income'))} name={f('income')} label={t('labels.income')} hint={t('hints.income')} inputMode="numeric" data-money={locale} defaultValue={formatMoneyTyping(values[f('income')], locale)} error={error(f('income'))} required={p === 'p'} fieldClassName="col-span-2 flex flex-col gap-1" />
        <TextField id={id(f('street'))} name={f('street')} label={t('labels.street')} autoComplete={p === 'p' ? 'address-line1' : 'off'} defaultValue={values[f('street')]} error={error(f('street'))} required={p === 'p'} />
        <TextField id={id(f('house'))} name={f('house')} label={t('labels.house')} defaultValue={values[f('house')]} error={error(f('house'))} required={p === 'p'} />
        <TextField id={id(f('zip'))} name={f('zip')} label={t('labels.zip')} autoComplete={p === 'p' ? 'postal-code' : 'off'} defaultValue={values[f('zip')]} error={error(f('zip'))} required={p === 'p'} />
        <TextField id={id(f('city'))} name={f('city')} label={t('labels.city')} autoComplete={p === 'p' ? 'address-level2' : 'off'} defaultValue={values[f('city')]} error={error(f('city'))} required={p === 'p'} />
        <SelectField id={id(f('country'))} name={f('country')} label={t('labels.country')} defaultValue={values[f('country')] || 'DE'} error={error(f('country'))}>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>{c === 'OTHER' ? t('countryOther') : countryName.of(c)}</option>
          ))}
        </SelectField>
      </div>
    );
  };
  const secondOpen = values.second === 'on' || CERTIFICATE_FIELDS.some((f) => f.startsWith('s_') && errors[f]);
  return (
    <form method="post" action="/api/account/financing-certificate" className="rounded-2xl border border-slate-200 bg-brand-50 p-4 sm:p-6" aria-labelledby="certificate-form-title" data-testid="certificate-form" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <h2 id="certificate-form-title" className="text-xl font-semibold text-ink">{t(hasCurrent ? 'form.titleNew' : 'form.title')}</h2>
      {hasCurrent && <p className="mt-1 text-sm text-muted">{t('notice.earlierReplaced')}</p>}
      {listed.length > 0 && (
        <div className="mt-3">
          <ErrorSummary title={t('errorsTitle')} errors={listed.map((f) => ({ id: id(f), message: error(f) }))} testId="certificate-errors" />
        </div>
      )}
      {formError && <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="certificate-form-error">{t(`formErrors.${formError as 'NO_BUDGET'}`)}</p>}
      <fieldset className="mt-4">
        <legend className="text-lg font-semibold text-ink">{t('form.primary')}</legend>
        <div className="mt-3">{applicant('p')}</div>
      </fieldset>
      <details className="mt-6 rounded-lg border border-slate-200 bg-white p-4" open={secondOpen}>
        <summary className="cursor-pointer text-lg font-semibold text-ink">{t('form.secondary')}</summary>
        <div className="mt-3">
          <CheckboxField id={id('second')} name="second" value="on" label={t('form.secondToggle')} defaultChecked={values.second === 'on'} />
          <p className="mt-1 text-sm text-muted">{t('form.secondHint')}</p>
          <div className="mt-3">{applicant('s')}</div>
        </div>
      </details>
      <fieldset className="mt-6">
        <legend className="text-lg font-semibold text-ink">{t('form.household')}</legend>
        <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
          <TextField id={id('savings')} name="savings" label={t('labels.savings')} hint={t('hints.savings')} inputMode="numeric" data-money={locale} defaultValue={formatMoneyTyping(values.savings, locale)} error={error('savings')} required fieldClassName="col-span-2 flex flex-col gap-1" />
          <TextField id={id('loans')} name="loans" label={t('labels.loans')} hint={t('hints.loans')} inputMode="numeric" data-money={locale} defaultValue={formatMoneyTyping(values.loans, locale)} error={error('loans')} fieldClassName="col-span-2 flex flex-col gap-1" />
          <TextField id={id('children')} name="children" label={t('labels.children')} inputMode="numeric" defaultValue={values.children || '0'} error={error('children')} />
        </div>
      </fieldset>
      <fieldset className="mt-6">
        <legend className="text-lg font-semibold text-ink">{t('form.property')}</legend>
        <p className="mt-1 text-sm text-muted">{t('form.propertyHint')}</p>
        <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
          <TextField id={id('price')} name="price" label={t('labels.price')} inputMode="numeric" data-money={locale} defaultValue={formatMoneyTyping(values.price, locale)} error={error('price')} fieldClassName="col-span-2 flex flex-col gap-1" />
          <TextField id={id('prop_zip')} name="prop_zip" label={t('labels.propZip')} inputMode="numeric" defaultValue={values.prop_zip} error={error('prop_zip')} />
          <TextField id={id('prop_city')} name="prop_city" label={t('labels.propCity')} defaultValue={values.prop_city} error={error('prop_city')} />
          <TextField id={id('prop_street')} name="prop_street" label={t('labels.propStreet')} defaultValue={values.prop_street} error={error('prop_street')} />
          <TextField id={id('prop_house')} name="prop_house" label={t('labels.propHouse')} defaultValue={values.prop_house} error={error('prop_house')} />
        </div>
      </fieldset>
      <p className="mt-5 max-w-3xl text-sm text-muted">{t('form.privacy')}</p>
      <button type="submit" className={`${PRIMARY_BUTTON_CLASS} mt-4`} data-testid="certificate-submit">{t(hasCurrent ? 'form.submitNew' : 'form.submit')}</button>
    </form>
  );
}
