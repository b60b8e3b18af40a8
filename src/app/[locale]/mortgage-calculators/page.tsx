import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { CALCULATOR_SLUGS } from '@/config/taxonomy';
import { localizedPath } from '@/i18n/paths';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('calculators', await params);
}

export default async function CalculatorsPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  const tc = await getTranslations({ locale, namespace: 'calculatorSlugs' });
  const tp = await getTranslations({ locale, namespace: 'pages' });
  const tf = await getTranslations({ locale, namespace: 'funnel' });
  const entries = [
    { href: localizedPath('german-mortgage-calculator-calculator', locale), title: tp('mortgageCalculator.title'), text: tp('mortgageCalculator.intro') },
    ...CALCULATOR_SLUGS.map((c) => ({ href: localizedPath('calculators-slug', locale, { slug: c.slug[locale] }), title: tc(`${c.id}.title`), text: tc(`${c.id}.subtitle`) })),
    { href: localizedPath('mortgage-rates', locale), title: tp('mortgageRates.title'), text: tp('mortgageRates.intro') },
    { href: localizedPath('house-budget', locale), title: tp('houseBudget.title'), text: tp('houseBudget.intro') },
    { href: localizedPath('rent-or-buy', locale), title: tp('rentOrBuy.title'), text: tp('rentOrBuy.intro') },
    { href: localizedPath('retirement-calculator', locale), title: tp('retirementCalculator.title'), text: tp('retirementCalculator.intro') },
    // The two questionnaires: the price range (AF) and the personal recommendation report (OM).
    { href: `${localizedPath('start-funnel', locale)}?funnel=AF`, title: tf('AF.title'), text: tf('AF.text') },
    { href: `${localizedPath('start-funnel', locale)}?funnel=OM`, title: tf('OM.title'), text: tf('OM.text') },
  ];
  return (
    <StandardPage routeName="calculators" locale={locale} illustration="mortgage">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((e) => (
          <li key={e.href}>
            <a href={e.href} className="flex h-full flex-col rounded-2xl border border-slate-200 p-5 hover:border-brand-600">
              <span className="text-lg font-semibold text-brand-700">{e.title}</span>
              <span className="mt-1 text-sm text-muted">{e.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </StandardPage>
  );
}
