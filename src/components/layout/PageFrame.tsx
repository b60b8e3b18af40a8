import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Params } from '@/i18n/paths';
import { routeByName, type LayoutFlags, type Locale, asRouteName } from '@/i18n/routes';
import { AdvisorHeader } from './AdvisorHeader';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer, SimpleFooter } from './Footer';
import { FooterCta } from './FooterCta';
import { languageLinks } from './language-links';
import { LOGIN_DIALOG_MARK } from './login-dialog-mark';
import { SiteHeader } from './SiteHeader';
import { Snackbar } from './Snackbar';
import { StickyBanner } from './StickyBanner';
import { TopBanner } from './TopBanner';

export interface PageFrameProps {
  locale: Locale;
  /** Route name of the page; null for error pages, which have no route of their own. */
  routeName: string | null;
  params?: Params;
  /** Label of the last breadcrumb when the page knows better than its URL (e.g. an article title). */
  breadcrumbLabel?: string;
  flags?: Partial<LayoutFlags>;
  /** The requested path of a page without a route (404): the language switch maps it by the spec's rules. */
  requestedPath?: string | null;
  /** The page in other locales when the route table cannot know it (content items pair by id). */
  counterparts?: Partial<Record<Locale, string>>;
  children: ReactNode;
}

/** The page frame of spec section 2 "Layouts": the route table decides the variant and its flags. */
export async function PageFrame({ locale, routeName, params = {}, breadcrumbLabel, flags: overrides, requestedPath = null, counterparts, children }: PageFrameProps) {
  const route = routeName ? routeByName(routeName) : null;
  const variant = route?.layout ?? 'default';
  const flags: LayoutFlags = {
    hideAppFooter: variant === 'noFooter' || variant === 'blank',
    hideBreadcrumbs: variant === 'plain' || variant === 'blank' || variant === 'advisor' || routeName === null,
    hideFooterCTA: variant !== 'default',
    hasStickyBanner: false,
    ...route?.flags,
    ...overrides,
  };
  const path = route ? localizedPath(asRouteName(route.name), locale, params) : null;
  const links = languageLinks(path ?? requestedPath, locale).map((l) => (counterparts?.[l.locale] && !l.current ? { ...l, href: counterparts[l.locale]! } : l));
  const t = await getTranslations({ locale, namespace: 'frame' });
  // Spec section 4: the login link of a dialog opened on an appointment page (not a confirm page) returns there.
  const returnRoute =
    routeName?.startsWith('appointment') && !routeName.includes('confirm')
      ? { route: routeName, ...(typeof params.contactType === 'string' ? { contactType: params.contactType } : {}) }
      : null;

  return (
    <div className="flex min-h-screen flex-col" data-layout={variant}>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('skipToContent')}
      </a>
      {variant === 'advisor' ? (
        <AdvisorHeader locale={locale} />
      ) : variant === 'blank' ? null : (
        <>
          <TopBanner locale={locale} />
          {/* Sticky over the whole page (a sticky bar inside a header of its own height never sticks). */}
          <header className="sticky top-0 z-40">
            <SiteHeader locale={locale} currentRoute={routeName} languageLinks={links} />
          </header>
        </>
      )}
      {!flags.hideBreadcrumbs && path && <Breadcrumbs locale={locale} path={path} lastLabel={breadcrumbLabel} />}
      <main id="main" className="flex-1">
        {children}
      </main>
      {!flags.hideFooterCTA && <FooterCta locale={locale} />}
      {flags.hasStickyBanner && <StickyBanner locale={locale} />}
      {!flags.hideAppFooter && (variant === 'simpleFooter' ? <SimpleFooter locale={locale} /> : <Footer locale={locale} languageLinks={links} />)}
      <Snackbar closeLabel={t('close')} />
      {variant !== 'blank' && <div hidden {...{ [LOGIN_DIALOG_MARK]: returnRoute ? JSON.stringify(returnRoute) : '' }} />}
    </div>
  );
}
