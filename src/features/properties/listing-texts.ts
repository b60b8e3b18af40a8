/**
 * A listing in the reader's language (issue 48, part 5): its title and key facts are generated from the structured
 * data (type and subtype, rooms, living area, place, …) with the `properties` messages of the page's or e-mail's
 * locale, never taken from the feed, whose own texts are in the feed's language. The feed's texts (title,
 * description, location, fittings, a commission it words itself) are shown as the provider's, labelled with their
 * language where it is not the reader's (`providerLanguage`, `lang` on the element).
 *
 * Patterns: "2-room apartment in Munich" / "2-Zimmer-Etagenwohnung in München" (title), with the living area for a
 * line that must say it all (`listingHeadline`: "… · 45 m²": the HTML title, the listing's h1, JSON-LD). Rooms as the
 * locale writes them ("1.5-room", "1,5-Zimmer"); a big city's English name on English pages (München → Munich); the
 * postal address stays as it is. Synchronous and pure: the same words on pages, cards, alerts and in tests.
 */
import { createFormatter, createTranslator, type Messages } from 'next-intl';
import { cityByName } from '@/engine/geo/lookup';
import { dataTranslator, type DataTranslator } from '@/i18n/app-config';
import { FORMATS } from '@/i18n/formats';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

/** What the generated texts are made of (a listing row, a search card, a favourite, an alert's listing). */
export interface DescribedListing {
  type: string;
  subtype: string | null;
  rooms: number | null;
  livingArea: number;
  place: string;
  plotArea?: number | null;
  yearBuilt?: number | null;
  energyClass?: string | null;
}

interface Words {
  t: DataTranslator;
  format: ReturnType<typeof createFormatter>;
}

const words = new Map<Locale, Words>();

/** The `properties` messages and the site's number formats of a locale (made once per locale). */
function wordsOf(locale: Locale): Words {
  let w = words.get(locale);
  if (!w) {
    const messages = messagesFor(locale) as unknown as Messages;
    w = {
      t: dataTranslator(createTranslator({ locale, messages, namespace: 'properties' })),
      format: createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' }),
    };
    words.set(locale, w);
  }
  return w;
}

/** The `properties` messages of a locale, for a synchronous component (ProviderTexts). */
export function propertiesTranslator(locale: Locale): DataTranslator {
  return wordsOf(locale).t;
}

/** The place as the reader's language names it: a big city's English name on English pages, else as the feed writes it. */
export function placeName(place: string, locale: Locale): string {
  if (locale === 'de') return place;
  const city = cityByName(place);
  // Only the city itself, as its German name or an alias writes it: "Frankfurt (Oder)" is not Frankfurt am Main.
  return city && (city.name.de === place || (city.aliases ?? []).includes(place)) ? city.name.en : place;
}

/** "apartment", "detached house" (en) / "Etagenwohnung", "Einfamilienhaus" (de): the subtype's, else the type's word. */
function kindOf(l: Pick<DescribedListing, 'type' | 'subtype'>, { t }: Words): string {
  if (l.subtype && t.has(`headline.kind.${l.subtype}`)) return t(`headline.kind.${l.subtype}`);
  return t(`headline.kind.${l.type === 'house' ? 'house' : 'apartment'}`);
}

const capitalised = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** "2-room apartment in Munich", "Detached house in Potsdam" / "2-Zimmer-Etagenwohnung in München". */
export function listingTitle(l: DescribedListing, locale: Locale): string {
  const w = wordsOf(locale);
  const values = { kind: kindOf(l, w), place: placeName(l.place, locale) };
  const title = l.rooms !== null ? w.t('headline.withRooms', { ...values, rooms: w.format.number(l.rooms, { maximumFractionDigits: 1 }) }) : w.t('headline.withoutRooms', values);
  return capitalised(title, locale);
}

/** The living area as the locale writes it: "45 m²", "72.5 m²" / "72,5 m²". */
export function areaText(area: number, locale: Locale): string {
  const { t, format } = wordsOf(locale);
  return t('card.area', { area: format.number(area, { maximumFractionDigits: 1 }) });
}

/** The title with the living area: "2-room apartment in Munich · 45 m²" / "2-Zimmer-Etagenwohnung in München · 45 m²". */
export function listingHeadline(l: DescribedListing, locale: Locale): string {
  return wordsOf(locale).t('headline.withArea', { title: listingTitle(l, locale), area: areaText(l.livingArea, locale) });
}

/** A card's facts after its title: living area, plot, year built, energy class ("45 m² · built 1998 · energy class C"). */
export function listingFacts(l: DescribedListing, locale: Locale): string[] {
  const { t, format } = wordsOf(locale);
  return [
    areaText(l.livingArea, locale),
    l.plotArea != null ? t('card.plot', { area: format.number(l.plotArea, { maximumFractionDigits: 0 }) }) : null,
    l.yearBuilt != null ? t('card.built', { year: String(l.yearBuilt) }) : null,
    l.energyClass != null ? t('card.energy', { energyClass: l.energyClass }) : null,
  ].filter((v): v is string => v !== null);
}

/** A percentage as the locale writes it: "3.57%" / "3,57 %" (a fraction in). */
export function percentText(fraction: number, locale: Locale): string {
  return wordsOf(locale).format.number(fraction, { style: 'percent', maximumFractionDigits: 2 });
}

/**
 * The buyer's commission (a fraction incl. VAT, as the import stores it): "3.57% incl. VAT" / "3,57 % inkl. MwSt.",
 * "none" / "keine", or null when the feed states none that the import could read (then show the provider's wording).
 */
export function commissionText(fraction: number | null, locale: Locale): string | null {
  if (fraction === null) return null;
  const { t } = wordsOf(locale);
  return fraction === 0 ? t('listing.commissionNone') : t('headline.commission', { rate: percentText(fraction, locale) });
}

/**
 * The language to label the provider's texts with on a page of `locale`: the feed's language when it is another
 * (the element gets `lang`, the label says "(in German)"), else undefined.
 */
export function providerLanguage(language: string, locale: Locale): string | undefined {
  return language && language !== locale ? language : undefined;
}

/** A provider's text's label: "Provider’s description" on a page of its language, else "… (in German)". */
export function providerLabel(kind: 'title' | 'description' | 'wording', language: string, locale: Locale): string {
  const { t } = wordsOf(locale);
  const foreign = providerLanguage(language, locale);
  if (!foreign) return t(`headline.provider.${kind}`);
  const name = t.has(`headline.languages.${foreign}`) ? t(`headline.languages.${foreign}`) : foreign;
  return t(`headline.provider.${kind}In`, { language: name });
}

/**
 * The provider's free texts to show on a page of `locale`: the feed's own texts in the feed's language, or, when the
 * feed carries an OpenImmo `<objekt_text lang="…">` in the page's language, that text first (then the feed's own
 * texts are the original, in their language).
 */
export function providerTexts(l: { language: string; description: string; locationText: string | null; featuresText: string | null; objectText?: string | null; objectTextLanguage?: string | null }, locale: Locale) {
  const own = l.objectText && l.objectTextLanguage === locale && l.language !== locale ? l.objectText : null;
  return { inPageLanguage: own, original: { language: l.language, description: l.description, locationText: l.locationText, featuresText: l.featuresText } };
}
