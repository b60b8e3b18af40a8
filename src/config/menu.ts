/**
 * The mega navigation (spec section 2 "Header and navigation", section 3 "Menu item"). Labels are message
 * keys under `menu.`; links name routes of the route table, so they are localized and checked at build time.
 */
import type { Locale } from '@/i18n/routes';
import type { Params } from '@/i18n/paths';

export interface MenuLink {
  /** Route name from the route table, or an absolute external URL. */
  route?: string;
  params?: Params | ((locale: Locale) => Params);
  href?: string;
}

export interface SubmenuEntry {
  /** Message key under `menu.` */
  titleKey: string;
  descriptionKey?: string;
  icon: MenuIcon;
  link: MenuLink;
  /** Articles shown under the sub-category (filled by the content issue; message keys or content ids). */
  articles?: { titleKey: string; link: MenuLink }[];
}

export type MenuIcon = 'calendar' | 'calculator' | 'book' | 'question' | 'radar' | 'home' | 'chart' | 'percent' | 'piggy' | 'refresh' | 'building' | 'external' | 'search';

export interface MenuItem {
  langKey: string;
  routeName: string;
  /** Per-language link; a language without a link hides the item in that locale. */
  links: Partial<Record<Locale, MenuLink>>;
  restricted?: boolean;
  isNew?: boolean;
  internalLink?: boolean;
  /** Message key of the view-all link under the sub-menu. */
  readMore?: string;
  submenu?: Partial<Record<Locale, SubmenuEntry[]>>;
}

const calculators: SubmenuEntry[] = [
  { titleKey: 'calc.mortgage', descriptionKey: 'calc.mortgageText', icon: 'calculator', link: { route: 'german-mortgage-calculator-calculator' } },
  { titleKey: 'calc.repayment', descriptionKey: 'calc.repaymentText', icon: 'chart', link: { route: 'calculators-slug', params: (l) => ({ slug: l === 'de' ? 'tilgungsrechner' : 'mortgage-repayment-calculator-germany' }) } },
  { titleKey: 'calc.interest', descriptionKey: 'calc.interestText', icon: 'percent', link: { route: 'calculators-slug', params: (l) => ({ slug: l === 'de' ? 'bauzinsrechner' : 'mortgage-interest-rate-calculator-germany' }) } },
  { titleKey: 'calc.budget', descriptionKey: 'calc.budgetText', icon: 'home', link: { route: 'house-budget' } },
  { titleKey: 'calc.rentOrBuy', descriptionKey: 'calc.rentOrBuyText', icon: 'building', link: { route: 'rent-or-buy' } },
  { titleKey: 'calc.retirement', descriptionKey: 'calc.retirementText', icon: 'piggy', link: { route: 'retirement-calculator' } },
];

const both = (link: MenuLink): Record<Locale, MenuLink> => ({ de: link, en: link });

/**
 * The property half (issue 48): the search, buying a flat or a house (each with its cities' pages), the radar and
 * the valuation. The header's "Properties" item and the footer's column show these same links.
 */
export const PROPERTY_LINKS: SubmenuEntry[] = [
  { titleKey: 'propertiesMenu.search', descriptionKey: 'propertiesMenu.searchText', icon: 'search', link: { route: 'properties' } },
  { titleKey: 'propertiesMenu.apartment', descriptionKey: 'propertiesMenu.apartmentText', icon: 'building', link: { route: 'buy-apartment' } },
  { titleKey: 'propertiesMenu.house', descriptionKey: 'propertiesMenu.houseText', icon: 'home', link: { route: 'buy-house' } },
  { titleKey: 'propertiesMenu.radar', descriptionKey: 'propertiesMenu.radarText', icon: 'radar', link: { route: 'account-property-search' } },
  { titleKey: 'propertiesMenu.valuation', descriptionKey: 'propertiesMenu.valuationText', icon: 'chart', link: { route: 'account-property-value' } },
];

export const MENU: MenuItem[] = [
  {
    langKey: 'appointment',
    routeName: 'appointment',
    links: both({ route: 'appointment' }),
    submenu: {
      de: [
        { titleKey: 'appt.phone', descriptionKey: 'appt.phoneText', icon: 'calendar', link: { route: 'appointment-slug', params: { contactType: 'phone' } } },
        { titleKey: 'appt.video', descriptionKey: 'appt.videoText', icon: 'calendar', link: { route: 'appointment-slug', params: { contactType: 'video' } } },
        { titleKey: 'appt.office', descriptionKey: 'appt.officeText', icon: 'building', link: { route: 'appointment-slug', params: { contactType: 'office' } } },
        { titleKey: 'appt.refinance', descriptionKey: 'appt.refinanceText', icon: 'refresh', link: { route: 'refinance-appointment' } },
      ],
      en: [
        { titleKey: 'appt.phone', descriptionKey: 'appt.phoneText', icon: 'calendar', link: { route: 'appointment-slug', params: { contactType: 'phone' } } },
        { titleKey: 'appt.video', descriptionKey: 'appt.videoText', icon: 'calendar', link: { route: 'appointment-slug', params: { contactType: 'video' } } },
        { titleKey: 'appt.office', descriptionKey: 'appt.officeText', icon: 'building', link: { route: 'appointment-slug', params: { contactType: 'office' } } },
        { titleKey: 'appt.refinance', descriptionKey: 'appt.refinanceText', icon: 'refresh', link: { route: 'refinance-appointment' } },
      ],
    },
    readMore: 'appt.all',
  },
  {
    langKey: 'calculators',
    routeName: 'calculators',
    links: both({ route: 'calculators' }),
    submenu: { de: calculators, en: calculators },
    readMore: 'calc.all',
  },
  {
    langKey: 'rates',
    routeName: 'mortgage-rates',
    links: both({ route: 'mortgage-rates' }),
    submenu: {
      de: [
        { titleKey: 'ratesMenu.germany', descriptionKey: 'ratesMenu.germanyText', icon: 'percent', link: { route: 'mortgage-rates' } },
        { titleKey: 'ratesMenu.broker', descriptionKey: 'ratesMenu.brokerText', icon: 'chart', link: { route: 'mortgage-broker' } },
      ],
      en: [
        { titleKey: 'ratesMenu.germany', descriptionKey: 'ratesMenu.germanyText', icon: 'percent', link: { route: 'mortgage-rates' } },
        { titleKey: 'ratesMenu.broker', descriptionKey: 'ratesMenu.brokerText', icon: 'chart', link: { route: 'mortgage-broker' } },
      ],
    },
    readMore: 'ratesMenu.all',
  },
  { langKey: 'blog', routeName: 'blog', links: both({ route: 'blog' }) },
  { langKey: 'faqs', routeName: 'mortgage-faqs', links: both({ route: 'mortgage-faqs' }) },
  // The property half (issue 48): one item whose sub-menu holds the search, buying, the radar and the valuation. The
  // radar's and the valuation's pages explain themselves to a visitor, so none of these links is restricted.
  { langKey: 'properties', routeName: 'properties', links: both({ route: 'properties' }), submenu: { de: PROPERTY_LINKS, en: PROPERTY_LINKS }, readMore: 'propertiesMenu.all', isNew: true },
];

/** Items that have a link in the locale (spec: "menu items are filtered by locale"). */
export function menuFor(locale: Locale): MenuItem[] {
  return MENU.filter((item) => item.links[locale] !== undefined);
}
