import { getTranslations } from 'next-intl/server';
import { SITE } from '@/config/site';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { Icon } from '@/components/ui/Icon';
import { LanguageAnchor } from './LanguageAnchor';
import type { LanguageLink } from './language-links';
import { SITE_LINKS_ID } from './site-links';
import { footerColumns } from './footer-links';
import { dataTranslator } from '@/i18n/app-config';

function LanguageDropdown({ links, label }: { links: LanguageLink[]; label: string }) {
  const current = links.find((l) => l.current)!;
  // A disclosure with plain links: works without JavaScript, and every choice is a real navigation.
  return (
    <details className="relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-white/30 px-3 py-1.5 text-sm">
        <Icon name="globe" className="h-4 w-4" />
        <span className="sr-only">{label}: </span>
        {current.label}
        <Icon name="chevron" className="h-4 w-4" />
      </summary>
      <ul className="absolute bottom-full left-0 mb-1 min-w-36 rounded-md bg-white py-1 text-ink shadow-lg lg:left-auto lg:right-0" aria-label={label}>
        {links.map((l) => (
          <li key={l.locale}>
            <LanguageAnchor link={l} className="block px-3 py-1.5 text-sm hover:bg-brand-50 aria-[current=true]:font-semibold">
              {l.label}
            </LanguageAnchor>
          </li>
        ))}
      </ul>
    </details>
  );
}

async function LegalLinks({ locale, year }: { locale: Locale; year: number }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  return (
    <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p>{t('copyright', { year, legalName: SITE.legalName })}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        <li><a className="hover:underline" href={localizedPath('imprint', locale)}>{t('imprint')}</a></li>
        <li><a className="hover:underline" href={localizedPath('privacy', locale)}>{t('privacy')}</a></li>
        <li><a className="hover:underline" href={localizedPath('terms', locale)}>{t('terms')}</a></li>
      </ul>
    </div>
  );
}

/** Compact footer: legal links and copyright, no language switcher (landing pages). */
export async function SimpleFooter({ locale }: { locale: Locale }) {
  return (
    <footer className="mt-auto bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-6">
        <LegalLinks locale={locale} year={new Date().getFullYear()} />
      </div>
    </footer>
  );
}

export async function Footer({ locale, languageLinks }: { locale: Locale; languageLinks: LanguageLink[] }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const columns = footerColumns(locale, {
    footer: dataTranslator(t),
    routes: dataTranslator(await getTranslations({ locale, namespace: 'breadcrumbs.routes' })),
    calculators: dataTranslator(await getTranslations({ locale, namespace: 'calculatorSlugs' })),
    menu: dataTranslator(await getTranslations({ locale, namespace: 'menu' })),
  });
  return (
    <footer className="mt-auto bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div id={SITE_LINKS_ID} className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {columns.map((col) => (
            <div key={col.title}>
              <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-100">{col.title}</h2>
              <ul className="space-y-2 text-sm">
                {col.links.map((l) => (
                  <li key={l.href}>
                    <a href={l.href} className="hover:underline" {...(l.external ? { rel: 'noopener', target: '_blank' } : {})}>
                      {l.label}
                      {l.external && <span className="sr-only"> ({t('externalLink')})</span>}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-100">{t('contact')}</h2>
            <ul className="space-y-2 text-sm">
              <li className="flex items-center gap-2"><Icon name="phone" className="h-4 w-4" /><a href={SITE.phone.href} className="hover:underline">{t('call', { phone: SITE.phone.display })}</a></li>
              <li className="flex items-center gap-2"><Icon name="mail" className="h-4 w-4" /><a href={`mailto:${SITE.email}`} className="hover:underline">{SITE.email}</a></li>
              <li className="flex items-center gap-2"><Icon name="clock" className="h-4 w-4" />{t('hours')}</li>
              <li>
                <address className="not-italic">{SITE.legalName}<br />{SITE.address.street}<br />{SITE.address.zip} {SITE.address.city}</address>
              </li>
            </ul>
          </div>
        </div>

        <div className="mt-10 flex flex-col gap-6 border-t border-white/20 pt-6 lg:flex-row lg:items-center lg:justify-between">
          <ul className="flex flex-wrap gap-3" aria-label={t('badgesLabel')}>
            {SITE.badges.map((b) => (
              <li key={b} className="flex items-center gap-2 rounded-lg border border-white/20 px-3 py-2 text-xs">
                <Icon name={b === 'gdpr' ? 'lock' : b === 'insured' ? 'shield' : 'check'} className="h-4 w-4 text-accent" />
                {t(`badges.${b}`)}
              </li>
            ))}
          </ul>
          <ul className="flex flex-wrap gap-3" aria-label={t('socialLabel')}>
            {SITE.social.map((s) => (
              <li key={s.id}>
                <a href={s.url} rel="noopener" target="_blank" className="text-sm hover:underline">{s.label}<span className="sr-only"> ({t('externalLink')})</span></a>
              </li>
            ))}
          </ul>
          <LanguageDropdown links={languageLinks} label={t('language')} />
        </div>

        <div className="mt-6 border-t border-white/20 pt-6">
          <LegalLinks locale={locale} year={new Date().getFullYear()} />
        </div>
      </div>
    </footer>
  );
}
