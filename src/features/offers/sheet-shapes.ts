/**
 * The condition sheet's JSON columns as zod schemas (issue 50, ADR 050): checked on every write (the import, the
 * demo seed) and on every read (the repository), so a row edited by hand in the database cannot reach the
 * comparison in a shape the engine does not expect. Fractions for rates (0.0357 = 3.57 %), euros for money.
 */
import { z } from 'zod';
import type { ConditionSheet, RateCell, Surcharges } from './model';

/** A rate addition or discount, a fraction: at most ±5 percentage points. */
const rateAdd = z.number().finite().min(-0.05).max(0.05);
const euros = z.number().finite().min(0).max(100_000_000);

export const rateCellSchema = z
  .object({
    fixationYears: z.number().int().min(1).max(40),
    ltvMax: z.number().finite().gt(0).max(1.5),
    loanMin: euros,
    loanMax: euros.nullable(),
    nominalRate: z.number().finite().min(-0.01).max(0.2),
  })
  .strict()
  .refine((c) => c.loanMax === null || c.loanMax > c.loanMin, { message: 'loanMax must exceed loanMin', path: ['loanMax'] }) satisfies z.ZodType<RateCell>;

export const ENERGY_CLASSES = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

export const surchargesSchema = z
  .object({
    smallLoan: z.object({ below: euros, add: rateAdd }).strict().nullable(),
    forward: z
      .object({ freeMonths: z.number().int().min(0).max(60), perMonth: rateAdd, maxMonths: z.number().int().min(0).max(60) })
      .strict()
      .refine((f) => f.maxMonths >= f.freeMonths, { message: 'maxMonths below freeMonths', path: ['maxMonths'] })
      .nullable(),
    specialRepayment: z.array(z.object({ percent: z.number().finite().gt(0).max(100), add: rateAdd }).strict()).max(20),
    energyClass: z.partialRecord(z.enum(ENERGY_CLASSES), rateAdd),
  })
  .strict() satisfies z.ZodType<Surcharges>;

export const feesSchema = z.array(z.object({ name: z.string().trim().min(1).max(200), amount: euros }).strict()).max(50) satisfies z.ZodType<ConditionSheet['fees']>;

export const ratesSchema = z.array(rateCellSchema).min(1).max(5000);

/** The special repayment allowed without surcharge, a yearly fraction of the loan. */
export const specialRepaymentFreeSchema = z.number().finite().min(0).max(1);

export const sourceSchema = z.string().trim().min(1).max(1000);

/** A sheet's JSON parts as stored: all checked at once. */
export const storedSheetSchema = z.object({
  rates: ratesSchema,
  surcharges: surchargesSchema,
  fees: feesSchema,
  specialRepaymentFree: specialRepaymentFreeSchema,
  source: sourceSchema,
});
export type StoredSheet = z.output<typeof storedSheetSchema>;
