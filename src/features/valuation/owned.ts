/**
 * A lead's own properties in the account (issue 26, ADR 031): the valuation's inputs kept with a name and the loan
 * still outstanding; each visit values them again with the data of the day and records a new value when it
 * differs (so the history shows how the value moved with the statistics and listings); equity and loan-to-value
 * follow, with what the loan-to-value means for a follow-up financing in the rate model.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { ownedProperties, ownedPropertyValues } from './tables';
import { ltvSurcharge, type RateModel } from '@/engine/rates/model';
import { parseEuros } from '@/lib/forms/fields';
import { parseValuation, VALUATION_FIELDS } from './valuation-form';
import { valueFromForm, type ValuationOutcome } from './valuation';

/** Properties a lead may keep. */
export const MAX_OWNED_PROPERTIES = 5;
export const OWNED_LABEL_MAX = 80;

export type OwnedRow = typeof ownedProperties.$inferSelect;
export interface OwnedValue {
  value: number;
  low: number;
  high: number;
  valuedAt: Date;
}

/** The valuation inputs as kept: only the form's fields, in the form's order (a canonical address). */
export function canonicalInputs(query: string): string | null {
  const params = new URLSearchParams(query);
  if (!parseValuation(params).ok) return null;
  const kept = new URLSearchParams();
  for (const f of VALUATION_FIELDS) {
    const v = params.get(f);
    if (v !== null && v !== '') kept.set(f, v);
  }
  return kept.toString();
}

export type SaveOwnedOutcome = { ok: true; id: string } | { ok: false; code: 'INVALID_INPUT' | 'TOO_MANY_PROPERTIES' | 'NO_DATA' };

/** Keeps a valued property for the lead with its first value. */
export async function saveOwnedProperty(db: Database, leadId: string, input: { inputs: string; label: string }, date: string, now: Date): Promise<SaveOwnedOutcome> {
  const inputs = canonicalInputs(input.inputs);
  if (!inputs) return { ok: false, code: 'INVALID_INPUT' };
  const valued = await valueFromForm(db, new URLSearchParams(inputs), date);
  if (!valued.ok) return { ok: false, code: valued.errors.form === 'noData' ? 'NO_DATA' : 'INVALID_INPUT' };
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(ownedProperties).where(eq(ownedProperties.leadId, leadId));
    if (n >= MAX_OWNED_PROPERTIES) return { ok: false as const, code: 'TOO_MANY_PROPERTIES' as const };
    const [row] = await tx.insert(ownedProperties).values({ leadId, label: input.label.trim().slice(0, OWNED_LABEL_MAX), inputs, createdAt: now, updatedAt: now }).returning({ id: ownedProperties.id });
    const { value, low, high } = valued.result;
    await tx.insert(ownedPropertyValues).values({ propertyId: row!.id, value, low, high, valuedAt: now });
    return { ok: true as const, id: row!.id };
  });
}

export async function setOutstandingLoan(db: Database, leadId: string, id: string, loan: number | null, now: Date): Promise<boolean> {
  const rows = await db.update(ownedProperties).set({ outstandingLoan: loan, updatedAt: now }).where(and(eq(ownedProperties.id, id), eq(ownedProperties.leadId, leadId))).returning({ id: ownedProperties.id });
  return rows.length > 0;
}

export async function deleteOwnedProperty(db: Database, leadId: string, id: string): Promise<boolean> {
  const rows = await db.delete(ownedProperties).where(and(eq(ownedProperties.id, id), eq(ownedProperties.leadId, leadId))).returning({ id: ownedProperties.id });
  return rows.length > 0;
}

export interface OwnedProperty {
  row: OwnedRow;
  /** Oldest first. */
  history: OwnedValue[];
  /** Today's valuation (null when the data of the day no longer allow one: then the history's last value stands). */
  today: Extract<ValuationOutcome, { ok: true }> | null;
}

/**
 * The lead's properties, each valued again with the data of the day; a value that differs from the last one
 * recorded (value or range) is recorded, so the history grows only when the data moved.
 */
export async function ownedPropertiesOf(db: Database, leadId: string, date: string, now: Date): Promise<OwnedProperty[]> {
  const rows = await db.select().from(ownedProperties).where(eq(ownedProperties.leadId, leadId)).orderBy(asc(ownedProperties.createdAt), asc(ownedProperties.id));
  const out: OwnedProperty[] = [];
  for (const row of rows) {
    const valued = await valueFromForm(db, new URLSearchParams(row.inputs), date);
    const today = valued.ok ? valued : null;
    const [last] = await db.select().from(ownedPropertyValues).where(eq(ownedPropertyValues.propertyId, row.id)).orderBy(desc(ownedPropertyValues.valuedAt), desc(ownedPropertyValues.id)).limit(1);
    if (today && (!last || last.value !== today.result.value || last.low !== today.result.low || last.high !== today.result.high)) {
      await db.insert(ownedPropertyValues).values({ propertyId: row.id, value: today.result.value, low: today.result.low, high: today.result.high, valuedAt: now });
    }
    const history = (await db.select().from(ownedPropertyValues).where(eq(ownedPropertyValues.propertyId, row.id)).orderBy(asc(ownedPropertyValues.valuedAt), asc(ownedPropertyValues.id))).map(
      (v) => ({ value: v.value, low: v.low, high: v.high, valuedAt: v.valuedAt }),
    );
    out.push({ row, history, today });
  }
  return out;
}

export interface EquityPosition {
  value: number;
  loan: number;
  equity: number;
  /** Loan-to-value, a fraction. */
  ltv: number;
  /** The rate model's surcharge for this loan-to-value in a follow-up financing (fraction), and whether it is a verified one. */
  surcharge: number;
  surchargeVerified: boolean;
  /** The band: up to 60 %, 80 %, 90 %, 100 %, above. */
  band: 'upTo60' | 'upTo80' | 'upTo90' | 'upTo100' | 'above100';
}

/** Equity and loan-to-value of a property worth `value` with `loan` outstanding, in the rate model's steps. */
export function equityPosition(value: number, loan: number, model: RateModel): EquityPosition {
  const ltv = value > 0 ? loan / value : Infinity;
  const step = model.ltvSteps.find((s) => ltv <= s.maxLtv) ?? model.ltvSteps[model.ltvSteps.length - 1]!;
  const band = ltv <= 0.6 ? 'upTo60' : ltv <= 0.8 ? 'upTo80' : ltv <= 0.9 ? 'upTo90' : ltv <= 1 ? 'upTo100' : 'above100';
  return { value, loan, equity: value - loan, ltv, surcharge: ltvSurcharge(ltv, model), surchargeVerified: !step.unverified, band };
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One posted form of the account's own properties → the notice for the page (`owned=saved` or `ownedError=…`). */
export async function ownedPropertyRequest(db: Database, leadId: string, form: FormData, date: string, now: Date): Promise<Record<string, string>> {
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v.slice(0, 1000) : '';
  };
  const action = field('action');
  if (action === 'save') {
    const saved = await saveOwnedProperty(db, leadId, { inputs: field('inputs'), label: field('label') }, date, now);
    return saved.ok ? { owned: 'saved' } : { ownedError: saved.code };
  }
  const id = field('property');
  if (!ID.test(id)) return { ownedError: 'NOT_FOUND' };
  if (action === 'delete') return (await deleteOwnedProperty(db, leadId, id)) ? { owned: 'deleted' } : { ownedError: 'NOT_FOUND' };
  if (action === 'loan') {
    const raw = field('loan').trim();
    const loan = raw === '' ? null : parseEuros(raw);
    if (raw !== '' && (loan === null || loan > 100_000_000)) return { ownedError: 'INVALID_LOAN' };
    return (await setOutstandingLoan(db, leadId, id, loan, now)) ? { owned: 'loan' } : { ownedError: 'NOT_FOUND' };
  }
  return { ownedError: 'INVALID_INPUT' };
}

/** What the site keeps of the lead's own properties, for the data export (GDPR Art. 15/20). */
export async function ownedDataOf(db: Database, leadId: string) {
  const rows = await db.select().from(ownedProperties).where(eq(ownedProperties.leadId, leadId)).orderBy(asc(ownedProperties.createdAt));
  const out = [];
  for (const r of rows) {
    const values = await db.select().from(ownedPropertyValues).where(eq(ownedPropertyValues.propertyId, r.id)).orderBy(asc(ownedPropertyValues.valuedAt));
    out.push({ label: r.label, inputs: r.inputs, outstandingLoan: r.outstandingLoan, createdAt: r.createdAt, values: values.map((v) => ({ value: v.value, low: v.low, high: v.high, valuedAt: v.valuedAt })) });
  }
  return out;
}
