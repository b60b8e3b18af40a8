/**
 * A lead's own properties as the back office's lead page shows them (issue 48, part 8): what the property is, when
 * the lead saved it, the newest value recorded in the account (what the lead last saw) and the valuation with the
 * data of the day with the methods it used. Read only: unlike the account page (ownedPropertiesOf), a staff view
 * records no new value in the lead's history.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { resolveSearchCentre } from '@/features/properties/server';
import { parseEuros } from '@/lib/forms/fields';
import { VALUATION_TYPES, type ValuationType } from '@/engine/valuation/market-data';
import { ownedProperties, ownedPropertyValues } from './tables';
import { valueFromForm } from './valuation';

export type ValuationMethod = 'comparison' | 'income' | 'cost';

export interface OwnedValuationSummary {
  id: string;
  /** The lead's name for it ('' = none). */
  label: string;
  /** As the valuation form names it (an old address's `house` is a one-/two-family house). */
  type: ValuationType;
  /** m² */
  livingArea: number | null;
  postalCode: string;
  /** The postal code's place, null when the postal code table does not know it. */
  place: string | null;
  /** Let: the net cold rent a month; null when owner-occupied. */
  netColdRent: number | null;
  outstandingLoan: number | null;
  savedAt: Date;
  /** The newest value recorded in the account, or null (none recorded). */
  recorded: { value: number; low: number; high: number; valuedAt: Date } | null;
  /** The valuation with the data of the day (not recorded); null when the data no longer allow one. */
  today: { value: number; low: number; high: number; methods: ValuationMethod[] } | null;
}

/** The stored form's type as the valuation reads it (issue 49: four types; `house` in older addresses). */
function typeOf(raw: string | null): ValuationType {
  if (raw === 'house') return 'one_two_family';
  return (VALUATION_TYPES as readonly string[]).includes(raw ?? '') ? (raw as ValuationType) : 'apartment';
}

const whole = (v: string | null): number | null => (v !== null && /^\d+([.,]\d+)?$/.test(v) ? Math.round(Number(v.replace(',', '.'))) : null);

/** The lead's own properties, oldest first (as the account lists them), valued with the data of `date` (Berlin day). */
export async function ownedValuationsOf(db: Database, leadId: string, date: string): Promise<OwnedValuationSummary[]> {
  const rows = await db.select().from(ownedProperties).where(eq(ownedProperties.leadId, leadId)).orderBy(ownedProperties.createdAt, ownedProperties.id);
  if (rows.length === 0) return [];
  const values = await db
    .select()
    .from(ownedPropertyValues)
    .where(inArray(ownedPropertyValues.propertyId, rows.map((r) => r.id)))
    .orderBy(desc(ownedPropertyValues.valuedAt), desc(ownedPropertyValues.id));
  const out: OwnedValuationSummary[] = [];
  for (const row of rows) {
    const inputs = new URLSearchParams(row.inputs);
    const postalCode = inputs.get('postal') ?? '';
    const last = values.find((v) => v.propertyId === row.id);
    const valued = await valueFromForm(db, inputs, date);
    const rented = ['on', 'yes', '1', 'true'].includes(inputs.get('rented') ?? '');
    out.push({
      id: row.id,
      label: row.label,
      type: typeOf(inputs.get('type')),
      livingArea: whole(inputs.get('area')),
      postalCode,
      place: resolveSearchCentre(postalCode)?.place ?? null,
      netColdRent: rented ? parseEuros(inputs.get('rent') ?? '') : null,
      outstandingLoan: row.outstandingLoan,
      savedAt: row.createdAt,
      recorded: last ? { value: last.value, low: last.low, high: last.high, valuedAt: last.valuedAt } : null,
      today: valued.ok
        ? {
            value: valued.result.value,
            low: valued.result.low,
            high: valued.result.high,
            methods: (['comparison', 'income', 'cost'] as const).filter((m) => valued.result[m] !== null),
          }
        : null,
    });
  }
  return out;
}
