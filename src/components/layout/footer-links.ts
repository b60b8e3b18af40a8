/**
 * The footer's columns of links (the contact column aside): about us, resources, calculators and the property half
 * (issue 48: the same links as the header's "Properties" item). Built from translators so that a test can check the
 * links and their labels with the real messages of both languages.
 */
import { SITE } from '@/config/site';
import { PROPERTY_LINKS } from '@/config/menu';
import { CALCULATOR_SLUGS } from '@/config/taxonomy';
import { hrefFor } from '@/i18n/links';
import { localizedPath } from '@/i18n/paths';
import { asRouteName, routeByName, type Locale } from '@/i18n/routes';

export interface FooterLink {
  href: string;
  label: string;
  /** A sister brand's site: opens in a new window. */
  external?: true;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

type Translate = (key: string) => string;

export interface FooterTranslators {
  /** The `footer` namespace. */
  footer: Translate;
  /** The `breadcrumbs.routes` namespace: a route's short name. */
  routes: Translate;
  /** The `calculatorSlugs` namespace. */
  calculators: Translate;
  /** The `menu` namespace. */
  menu: Translate;
}

export function footerColumns(locale: Locale, t: FooterTranslators): FooterColumn[] {
  const link = (name: string): FooterLink => ({ href: localizedPath(asRouteName(name), locale), label: t.routes(routeByName(name).key) });
  return [
    { title: t.footer('about'), links: [link('about'), link('careers'), link('service'), link('referral-program'), ...SITE.sisterBrands.map((b) => ({ href: b.url, label: b.name, external: true as const }))] },
    { title: t.footer('properties'), links: PROPERTY_LINKS.map((entry) => ({ href: hrefFor(entry.link, locale), label: t.menu(entry.titleKey) })) },
    { title: t.footer('resources'), links: [link('blog'), link('mortgage-faqs'), link('topics'), link('mortgage-rates'), link('mortgage-broker'), link('widget-library')] },
    {
      title: t.footer('calculators'),
      links: [
        link('german-mortgage-calculator-calculator'),
        ...CALCULATOR_SLUGS.slice(0, 3).map((c) => ({ href: localizedPath('calculators-slug', locale, { slug: c.slug[locale] }), label: t.calculators(`${c.id}.title`) })),
        link('house-budget'),
        link('rent-or-buy'),
        link('retirement-calculator'),
        link('calculators'),
      ],
    },
  ];
}
