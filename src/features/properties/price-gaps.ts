/**
 * How far prices paid lie below asking prices, where a source states it (issue 26). Each statement is a source's
 * own figure for a city (or our comparison of two dated sources, labelled as such), with period, publication date,
 * link and the source's words. Shown beside the city's figures; never applied to a figure by the site.
 *
 * `discountPercent`: how much lower the paid price was than the asking price, in per cent of the asking price.
 * `bound`: 'about' (a typical gap) or 'upTo' (the most that buyers negotiated).
 */

export interface PriceGapSource {
  /** Publisher and outlet, proper names only (the page is in two languages). */
  name: string;
  /** For a comparison: the source's figure that was compared, with its kind (the page says it in words). */
  figure?: { kind: 'asking' | 'transaction'; eurPerM2: number };
  url: string;
  /** YYYY-MM-DD, YYYY-MM, YYYY, or '' when the page gives no date. */
  published: string;
  /** The source's words stating the figure (original German). */
  quote: string;
}

export interface PriceGapStatement {
  /** The city's German name, as the statistics store writes it. */
  city: string;
  bound: 'about' | 'upTo';
  discountPercent: number;
  /** As in the statistics files (2023-Q1), or 'unstated' when the source says only "recently". */
  period: string;
  /** 'source': the source states the gap; 'comparison': our comparison of the two sources' figures of one period. */
  basis: 'source' | 'comparison';
  sources: readonly PriceGapSource[];
}

const WIWO: Omit<PriceGapSource, 'quote'> = {
  name: 'WirtschaftsWoche, “Umbruch am Immobilienmarkt: Bis zu 20 Prozent – so viel Preisnachlass ist bei Immobilien jetzt drin”',
  url: 'https://www.wiwo.de/finanzen/immobilien/umbruch-am-immobilienmarkt-bis-zu-20-prozent-so-viel-preisnachlass-ist-bei-immobilien-jetzt-drin/29222430.html',
  published: '',
};

export const PRICE_GAP_STATEMENTS: readonly PriceGapStatement[] = [
  {
    city: 'Berlin',
    bound: 'about',
    discountPercent: 2,
    period: 'unstated',
    basis: 'source',
    sources: [{ ...WIWO, quote: 'So war die Differenz zwischen Angebots- und Transaktionspreis in Berlin mit nur zwei Prozent zuletzt relativ gering.' }],
  },
  {
    // 5,455 €/m² asked (median of listings) against 5,615 − 275 = 5,340 €/m² paid (median of financed purchases):
    // the paid figure is 2.1 % below the asked one. The two sources measure differently; see their pages.
    city: 'Berlin',
    bound: 'about',
    discountPercent: 2.1,
    period: '2023-Q1',
    basis: 'comparison',
    sources: [
      {
        name: 'empirica / LBS Nord (finanznachrichten.de)',
        figure: { kind: 'asking', eurPerM2: 5455 },
        url: 'https://www.finanznachrichten.de/nachrichten-2023-05/59145065-bestandswohnungen-in-berlin-preisanstieg-gebremst-lbs-nord-vergleicht-angebote-in-den-bezirken-007.htm',
        published: '2023-05',
        quote: 'Im ersten Quartal 2023 lag der mittlere Angebotspreis bei 5.455 Euro pro Quadratmeter Wohnfläche.',
      },
      {
        // The page states the previous quarter's 5,615 €/m² and "275 euros less" now: 5,340 €/m².
        name: 'Dr. Klein Trendindikator (Tagesspiegel)',
        figure: { kind: 'transaction', eurPerM2: 5340 },
        url: 'https://www.tagesspiegel.de/berlin/berliner-wirtschaft/immobilien-leichte-preisruckgange-in-berlin-9724397.html',
        published: '2023-04',
        quote: 'Zahlten Kaufinteressierte für Eigentumswohnungen im Vorquartal noch rund 5615 Euro pro Quadratmeter, sind es jetzt 275 Euro weniger.',
      },
    ],
  },
  {
    city: 'Hamburg',
    bound: 'upTo',
    discountPercent: 20,
    period: 'unstated',
    basis: 'source',
    sources: [{ ...WIWO, quote: 'In Hamburg ließ sich der Preis dagegen um bis zu einem Fünftel drücken.' }],
  },
];

/** The statements for a city (German name), stated gaps first. */
export function priceGapsOf(city: string): PriceGapStatement[] {
  return PRICE_GAP_STATEMENTS.filter((s) => s.city === city).sort((a, b) => (a.basis === b.basis ? 0 : a.basis === 'source' ? -1 : 1));
}
