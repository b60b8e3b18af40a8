/**
 * Brand and company facts: the one place that names the brand. Everything the site says about the company
 * (header, footer, imprint, structured data, e-mails) reads from here.
 */
import type { Locale } from '@/i18n/routes';

export const SITE = {
  brand: 'Hauslotse',
  legalName: 'Hauslotse GmbH',
  /** Production origin; the running instance uses env.PUBLIC_BASE_URL for absolute URLs. */
  productionOrigin: 'https://www.hauslotse.de',
  address: {
    street: 'Rosenthaler Straße 40',
    zip: '10178',
    city: 'Berlin',
    country: { de: 'Deutschland', en: 'Germany' },
  },
  phone: { display: '+49 30 12085 7430', href: 'tel:+4930120857430' },
  email: 'kontakt@hauslotse.de',
  /** Opening hours of the phone line and the advisors (Europe/Berlin). */
  openingHours: { days: 'Mo-Fr', opens: '09:00', closes: '19:00' },
  /** Number of lending partners (the spec's lender claim: "top 750" / "mehr als 750"). */
  lenderCount: 750,
  managingDirectors: ['Katharina Brandt', 'Jonas Feldmann'],
  commercialRegister: { court: 'Amtsgericht Charlottenburg', number: 'HRB 241187 B' },
  vatId: 'DE 341 872 096',
  /**
   * Credit intermediary for residential real estate under § 34i GewO (Immobiliardarlehensvermittler).
   * The register is the DIHK Vermittlerregister, www.vermittlerregister.info.
   */
  credit34i: {
    permit: '§ 34i Abs. 1 GewO (Immobiliardarlehensvermittler)',
    authority: { name: 'Industrie- und Handelskammer zu Berlin', address: 'Fasanenstraße 85, 10623 Berlin' },
    registerNumber: 'D-W-133-ZT4X-27',
    registerName: 'DIHK Vermittlerregister',
    registerUrl: 'https://www.vermittlerregister.info',
    registerAuthority: 'Deutscher Industrie- und Handelskammertag (DIHK) e. V., Breite Straße 29, 10178 Berlin',
    professionalRules: [
      { name: '§ 34i Gewerbeordnung (GewO)', url: 'https://www.gesetze-im-internet.de/gewo/__34i.html' },
      { name: 'Immobiliardarlehensvermittlungsverordnung (ImmVermV)', url: 'https://www.gesetze-im-internet.de/immvermv/' },
      { name: '§§ 655a–655e Bürgerliches Gesetzbuch (BGB)', url: 'https://www.gesetze-im-internet.de/bgb/__655a.html' },
    ],
    /** Professional indemnity insurance required by § 34i Abs. 2 Nr. 3 GewO. */
    liabilityInsurer: { name: 'R+V Allgemeine Versicherung AG', address: 'Raiffeisenplatz 1, 65189 Wiesbaden', scope: { de: 'Europäischer Wirtschaftsraum', en: 'European Economic Area' } },
  },
  /** Consumer dispute resolution (§ 36 VSBG). */
  disputeResolution: { participates: false },
  sisterBrands: [
    { id: 'pension', name: 'Hauslotse Rente', url: 'https://rente.hauslotse.de' },
    { id: 'investment', name: 'Hauslotse Kapitalanlage', url: 'https://kapitalanlage.hauslotse.de' },
  ],
  social: [
    { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/hauslotse' },
    { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/hauslotse' },
    { id: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/hauslotse' },
    { id: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@hauslotse' },
    { id: 'twitter', label: 'X (Twitter)', url: 'https://x.com/hauslotse' },
    { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@hauslotse' },
  ],
  /** Badges in the footer; texts are translated under footer.badges.<id>. */
  badges: ['certified', 'insured', 'gdpr'] as const,
  foundedYear: 2019,
} as const;

export type SocialId = (typeof SITE.social)[number]['id'];

/** The company's name, address and web host as the documents' footers print them ({legalName}, {street} …). */
export function companyFooterValues(locale: Locale): Record<'legalName' | 'street' | 'zip' | 'city' | 'country' | 'host', string> {
  return {
    legalName: SITE.legalName,
    street: SITE.address.street,
    zip: SITE.address.zip,
    city: SITE.address.city,
    country: SITE.address.country[locale],
    host: SITE.productionOrigin.replace(/^https:\/\//, ''),
  };
}
