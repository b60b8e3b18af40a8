/**
 * Builders for the main rows the database tests set up (issue 46): a lead, an advisor (the public profile), a staff
 * member (advisor or admin), an appointment, a listing (with its price row) and a financing certificate (with its
 * applicants). Each takes the database and the fields the test cares about, fills in the rest so that every
 * constraint holds, inserts and returns the row:
 *
 *     const lead = await aLead(h.db, { locale: 'en', givenName: 'Sam' });
 *     const appointment = await anAppointment(h.db, { leadId: lead.id, startsAt: new Date('2026-12-01T09:00:00Z') });
 *
 * The defaults are deterministic: unique values (e-mail addresses, enum values, idempotency keys, listing numbers)
 * come from a counter per database and kind of row (`lead-1@example.de`, `lead-2@example.de` …, the same in every
 * run and whatever other test files ran before in the worker), and dates are fixed (BUILT_AT, DEFAULT_START), never
 * the clock. A test that depends on a value passes it as an override. The counter belongs to the `Database` object: a
 * second connection to the same database starts again at 1, so pass the unique fields there.
 *
 * Lead, advisor, staff member and appointment are set-up data and inserted directly (no e-mails, no audit entries,
 * no advisor assignment); listings and certificates go through the app's own use cases (upsertListing,
 * requestCertificate), which write the rows that belong with them (price history and listing event; the
 * applicants' details and the amount the house-budget engine allows).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { BOOKING } from '@/config/booking';
import { marketOn } from '@/engine/rates/fixtures';
import { advisors } from '@/features/advisors/tables';
import { appointments } from '@/features/booking/tables';
import { requestCertificate } from '@/features/certificates/certificates';
import type { CertificateRow } from '@/features/certificates/repository';
import { financingCertificates } from '@/features/certificates/tables';
import { leads } from '@/features/leads/tables';
import { listingSlug } from '@/features/properties/import-listings';
import { upsertListing, type ImageValues, type ListingRow, type ListingValues } from '@/features/properties/listings-repository';
import { listings } from '@/features/properties/tables';
import { staffUsers } from '@/features/staff/tables';

export type LeadRow = typeof leads.$inferSelect;
export type AdvisorRow = typeof advisors.$inferSelect;
export type StaffMemberRow = typeof staffUsers.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
export type { CertificateRow, ListingRow };

/** The builders' fixed clock: creation times of the rows they make when the test names none. */
export const BUILT_AT = new Date('2026-10-01T08:00:00Z');
/** The first default appointment's start (Tuesday 1 December 2026, 10:00 in Berlin); the next ones a day later each. */
export const DEFAULT_START = new Date('2026-12-01T09:00:00Z');
/** The day and instant a default certificate is issued on (its market: the engine's fixture curves). */
export const CERTIFICATE_DAY = '2026-11-27';
export const CERTIFICATE_ISSUED_AT = new Date('2026-11-27T10:00:00Z');

const sequences = new WeakMap<Database, Map<string, number>>();

/** The next number of this kind of row in this database: 1, 2, 3 … */
function next(db: Database, kind: string): number {
  let counters = sequences.get(db);
  if (!counters) sequences.set(db, (counters = new Map()));
  const n = (counters.get(kind) ?? 0) + 1;
  counters.set(kind, n);
  return n;
}

/** A lead (`lead-<n>@example.de`, German, created at BUILT_AT); nothing else is set up for it. */
export async function aLead(db: Database, overrides: Partial<typeof leads.$inferInsert> = {}): Promise<LeadRow> {
  const n = next(db, 'lead');
  const createdAt = overrides.createdAt ?? BUILT_AT;
  const [row] = await db
    .insert(leads)
    .values({ email: `lead-${n}@example.de`, locale: 'de', createdAt, updatedAt: createdAt, ...overrides })
    .returning();
  return row!;
}

/** An active advisor profile (`advisor-<n>@example.de`, enum value `ADVISOR_<n>`, not demo, working in Berlin). */
export async function anAdvisor(db: Database, overrides: Partial<typeof advisors.$inferInsert> = {}): Promise<AdvisorRow> {
  const n = next(db, 'advisor');
  const [row] = await db
    .insert(advisors)
    .values({
      email: `advisor-${n}@example.de`,
      givenName: 'Anna',
      surname: `Berater ${n}`,
      titleDe: 'Beraterin',
      titleEn: 'Advisor',
      descriptionDe: 'x',
      descriptionEn: 'x',
      enumValue: `ADVISOR_${n}`,
      createdAt: BUILT_AT,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A staff member (`staff-<n>@hauslotse.de`), an admin unless `role: 'advisor'` is given. An advisor gets an advisor
 * profile of its own (anAdvisor) unless `advisorId` is given (null: an advisor without a profile).
 */
export async function aStaffMember(db: Database, overrides: Partial<typeof staffUsers.$inferInsert> = {}): Promise<StaffMemberRow> {
  const n = next(db, 'staff');
  const role = overrides.role ?? 'admin';
  const advisorId = overrides.advisorId !== undefined ? overrides.advisorId : role === 'advisor' ? (await anAdvisor(db)).id : null;
  const [row] = await db
    .insert(staffUsers)
    .values({ email: `staff-${n}@hauslotse.de`, name: role === 'admin' ? 'Ada Admin' : 'Arne Advisor', createdAt: BUILT_AT, ...overrides, role, advisorId })
    .returning();
  return row!;
}

/**
 * A live appointment, by phone, booked at BUILT_AT: of a new lead with a new advisor unless `leadId`/`advisorId` are
 * given. It starts at DEFAULT_START (one day later per appointment of the database, so an advisor's default
 * appointments never overlap), lasts 30 minutes unless `endsAt` is given, and blocks the office's buffer after its
 * end unless `blockedUntil` is given.
 */
export async function anAppointment(db: Database, overrides: Partial<typeof appointments.$inferInsert> = {}): Promise<AppointmentRow> {
  const n = next(db, 'appointment');
  const leadId = overrides.leadId ?? (await aLead(db)).id;
  const advisorId = overrides.advisorId ?? (await anAdvisor(db)).id;
  const startsAt = overrides.startsAt ?? new Date(DEFAULT_START.getTime() + (n - 1) * 86_400_000);
  const endsAt = overrides.endsAt ?? new Date(startsAt.getTime() + BOOKING.minutes.phone * 60_000);
  const blockedUntil = overrides.blockedUntil ?? new Date(endsAt.getTime() + BOOKING.bufferMinutes * 60_000);
  const [row] = await db
    .insert(appointments)
    .values({ contactType: 'phone', advisorZone: 'Europe/Berlin', idempotencyKey: `appointment-${n}`, createdAt: BUILT_AT, ...overrides, leadId, advisorId, startsAt, endsAt, blockedUntil })
    .returning();
  return row!;
}

/** The listing a test gets when it names nothing: a three-room flat in Berlin Mitte for 400 000 €. */
export const LISTING_DEFAULTS: Omit<ListingValues, 'externalId'> = {
  providerId: 'TEST',
  providerName: 'Testmakler',
  source: 'test',
  isDemo: false,
  type: 'apartment',
  subtype: 'ETAGE',
  street: null,
  houseNumber: null,
  addressPublic: false,
  postalCode: '10115',
  place: 'Berlin',
  state: 'DE-BE',
  lat: 52.532,
  lon: 13.385,
  price: 400_000,
  livingArea: 80,
  plotArea: null,
  rooms: 3,
  floor: 1,
  yearBuilt: 2000,
  condition: 'GEPFLEGT',
  energyClass: 'C',
  energyValue: 90,
  energyCertificate: 'BEDARF',
  energySource: 'GAS',
  heating: 'ZENTRAL',
  balcony: false,
  garden: false,
  lift: false,
  parking: false,
  cellar: false,
  hausgeld: 300,
  buyerCommission: 0.0357,
  buyerCommissionText: '3,57 %',
  title: 'Helle Wohnung in Berlin',
  description: '',
  locationText: null,
  featuresText: null,
  language: 'de',
};

/**
 * An active listing (external id `listing-<n>`, LISTING_DEFAULTS), imported like the listings import does
 * (upsertListing): with its first price in the price history and its "added" event for the property radar, and the
 * images given (none by default; search and radar show a listing without). The slug is the import's unless given.
 */
export async function aListing(
  db: Database,
  overrides: Partial<ListingValues> = {},
  { slug, images = [], now = BUILT_AT }: { slug?: string; images?: ImageValues[]; now?: Date } = {},
): Promise<ListingRow> {
  const n = next(db, 'listing');
  const values: ListingValues = { ...LISTING_DEFAULTS, externalId: `listing-${n}`, ...overrides };
  const { listingId } = await upsertListing(db, values, slug ?? listingSlug(values), images, now);
  const [row] = await db.select().from(listings).where(eq(listings.id, listingId));
  return row!;
}

/**
 * The certificate form's fields a default certificate is requested with: two applicants with 5 600 € net a month,
 * 80 000 € savings and a flat in Leipzig for 420 000 € (the primary applicant's e-mail is the lead's).
 */
export const CERTIFICATE_FORM: Readonly<Record<string, string>> = {
  p_salutation: 'mrs', p_title: 'dr', p_first: 'Anna', p_last: 'Schmidt', p_street: 'Hauptstraße', p_house: '5a', p_zip: '10115', p_city: 'Berlin', p_income: '3.200',
  second: 'on', s_salutation: 'mr', s_first: 'Ben', s_last: 'Müller', s_street: 'Hauptstraße', s_house: '5a', s_zip: '10115', s_city: 'Berlin', s_income: '2.400',
  children: '1', loans: '150', savings: '80.000', price: '420.000', prop_zip: '04109', prop_city: 'Leipzig', prop_street: 'Markt', prop_house: '1',
};

/** Fields of a certificate that staff or a later certificate change after its issue (set by an update here). */
type CertificateAfterIssue = Partial<Pick<CertificateRow, 'status' | 'checkedAt' | 'checkedBy' | 'revokedAt' | 'revokedReason' | 'supersededAt'>>;

/**
 * A financing certificate as the account's form requests it (requestCertificate): the applicants' details are kept
 * for the lead (a new lead unless `leadId` is given) and the certificate is issued with the engine's amount on
 * CERTIFICATE_DAY. `form` changes fields of CERTIFICATE_FORM (`second: ''` for one applicant); `after` sets what
 * staff would change later (status, revocation). Throws when the form is refused or leaves no budget.
 */
export async function aCertificate(
  db: Database,
  {
    leadId,
    locale = 'de',
    form = {},
    today = CERTIFICATE_DAY,
    now = CERTIFICATE_ISSUED_AT,
    after,
  }: { leadId?: string; locale?: string; form?: Record<string, string>; today?: string; now?: Date; after?: CertificateAfterIssue } = {},
): Promise<CertificateRow> {
  const lead = leadId ? (await db.select({ id: leads.id, email: leads.email }).from(leads).where(eq(leads.id, leadId)))[0] : await aLead(db, { locale });
  if (!lead) throw new Error(`aCertificate: no lead ${leadId}`);
  const source = { ...CERTIFICATE_FORM, p_email: lead.email, ...form };
  const outcome = await requestCertificate(db, { leadId: lead.id, locale, source, market: marketOn(today), today, now });
  if (!outcome.ok) throw new Error(`aCertificate: the form was refused: ${JSON.stringify('errors' in outcome ? outcome.errors : outcome.code)}`);
  if (!after || Object.keys(after).length === 0) return outcome.certificate;
  const [row] = await db.update(financingCertificates).set(after).where(eq(financingCertificates.id, outcome.certificate.id)).returning();
  return row!;
}
