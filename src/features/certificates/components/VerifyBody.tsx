import { getFormatter, getTranslations } from 'next-intl/server';
import { SITE } from '@/config/site';
import { getDb } from '@/db';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { firstValue } from '@/lib/search-params';
import { financesCosts } from '../amount';
import { printedName } from '../links';
import { certificateByToken, certificateState, type CertificateRow } from '../repository';

const TONE = { valid: 'border-emerald-600 bg-emerald-50 text-emerald-950', expired: 'border-amber-400 bg-amber-50 text-amber-950', revoked: 'border-red-400 bg-red-50 text-red-950', superseded: 'border-amber-400 bg-amber-50 text-amber-950' } as const;

type T = Awaited<ReturnType<typeof getTranslations<'certificates'>>>;
type Format = Awaited<ReturnType<typeof getFormatter>>;

/** What the verification page reads of a certificate: never the price cap, the property or the figures of the calculation. */
export type VerifiedRow = Pick<CertificateRow, 'number' | 'applicants' | 'loanAmount' | 'status' | 'validUntil' | 'issuedAt' | 'revokedAt' | 'supersededAt' | 'figures'>;

/**
 * The verification page of a financing certificate (issue 26): whoever holds the link (an estate agent) sees what
 * VerifiedCertificate shows, and nothing else.
 */
export async function VerifyBody({ locale, query }: { locale: Locale; query: Record<string, string | string[] | undefined> }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'certificates' }), getFormatter({ locale })]);
  const token = firstValue(query.token) ?? '';
  const row = token ? await certificateByToken(await getDb(), token) : null;
  if (!row) {
    return (
      <p role="alert" className="max-w-2xl rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" data-testid="verify-unknown">
        {t('verify.unknown')}
      </p>
    );
  }
  return <VerifiedCertificate row={row} today={todayInBerlin()} t={t} format={format} />;
}

/**
 * A certificate as its verification link shows it (ADR 032, amendment of session 29): the four facts the holder
 * shares — names, the financing amount, the status and the validity (valid, expired, revoked or replaced) — with
 * the caution when the financing is above the price (issue 49), and the number and issue date, so that whoever
 * holds the PDF can match it with this page. Not the highest purchase price (the most the holder can pay is theirs
 * to tell in a negotiation), the property, or the figures of the calculation.
 */
export function VerifiedCertificate({ row, today, t, format }: { row: VerifiedRow; today: string; t: T; format: Format }) {
  const state = certificateState(row, today);
  const euro = (n: number) => format.number(n, 'euro');
  const date = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), 'short');
  const stateText =
    state === 'valid' ? t('verify.valid')
    : state === 'expired' ? t('verify.expired', { date: date(row.validUntil) })
    : state === 'revoked' ? t('verify.revoked', { date: format.dateTime(row.revokedAt!, 'short') })
    : t('verify.superseded', { date: format.dateTime(row.supersededAt!, 'short') });
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <p className="text-muted">{t('verify.lead', { brand: SITE.brand })}</p>
      <p role="status" className={`rounded-lg border-2 px-4 py-3 text-xl font-semibold ${TONE[state]}`} data-testid="verify-state" data-state={state}>
        {stateText}
      </p>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="verify-details">
        <div>
          <dt className="text-sm text-muted">{t('verify.applicants')}</dt>
          <dd className="font-semibold">{row.applicants.map((a) => printedName(a, (key) => t(key as 'titles.dr'))).join(', ')}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('verify.loan')}</dt>
          <dd className="text-xl font-bold" data-testid="verify-loan">{euro(row.loanAmount)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('verify.status')}</dt>
          <dd data-testid="verify-status">{t(`status.${row.status as 'self_reported'}`)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('verify.validUntil')}</dt>
          <dd>{date(row.validUntil)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('verify.number')}</dt>
          <dd className="font-mono" data-testid="verify-number">{row.number}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('verify.issued')}</dt>
          <dd data-testid="verify-issued">{format.dateTime(row.issuedAt, 'short')}</dd>
        </div>
      </dl>
      {financesCosts(row.figures) && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="verify-caution">
          {t('caution.costsFinanced')}
        </p>
      )}
      <p className="text-sm text-muted">{t('verify.note', { brand: SITE.brand })}</p>
    </div>
  );
}
