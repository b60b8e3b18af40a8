/**
 * Whole-euro amounts as visitors type them. Strictly grouped by three ("425.000", "425,000", "425 000") a
 * separator is unambiguous for money, so it is dropped; anything else is returned as typed (and then
 * validated as a number). One rule for every form of the site.
 */
export function normalizeMoney(text: string): string {
  const t = text.trim();
  return /^\d{1,3}([.,\s\u00a0\u202f'’]\d{3})+$/.test(t) ? t.replace(/[.,\s\u00a0\u202f'’]/g, '') : t;
}
