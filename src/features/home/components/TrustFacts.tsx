import { getFormatter, getTranslations } from 'next-intl/server';
import { SITE } from '@/config/site';
import { getStaticPage } from '@/features/content/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { dataTranslator } from '@/i18n/app-config';

/**
 * Facts about the company, each with its source: the § 34i GewO registration (DIHK register), free advice
 * (the terms' remuneration section, dated by the terms), the professional indemnity insurance (imprint).
 * Facts without a source (the number of lending partners) are not shown.
 */
export async function TrustFacts({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.trust' });
  const format = await getFormatter({ locale });
  const terms = getStaticPage('terms', locale);
  const facts = [
    {
      id: 'register',
      text: t('register.text', { number: SITE.credit34i.registerNumber }),
      href: SITE.credit34i.registerUrl,
      source: t('register.source', { register: SITE.credit34i.registerName }),
    },
    {
      id: 'free',
      text: t('free.text'),
      href: `${localizedPath('terms', locale)}#remuneration`,
      source: t('free.source', { date: format.dateTime(new Date(`${terms.updated}T12:00:00Z`), 'short') }),
    },
    {
      id: 'insurance',
      text: t('insurance.text', { insurer: SITE.credit34i.liabilityInsurer.name }),
      href: `${localizedPath('imprint', locale)}#professional-indemnity-insurance`,
      source: t('insurance.source'),
    },
  ];
  const factTitle = dataTranslator(t);
  return (
    <section aria-labelledby="home-trust-title" className="mt-12">
      <h2 id="home-trust-title" className="text-2xl font-bold">{t('title')}</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {facts.map((f) => (
          <li key={f.id} className="rounded-2xl border border-slate-200 p-5" data-testid={`home-fact-${f.id}`}>
            <h3 className="font-semibold text-ink">{factTitle(`${f.id}.title`)}</h3>
            <p className="mt-1 text-muted">{f.text}</p>
            <a href={f.href} className="mt-2 inline-block text-sm text-brand-700 underline" rel={f.href.startsWith('http') ? 'noopener' : undefined}>{f.source}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
