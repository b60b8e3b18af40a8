const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** True for a well-formed ISO calendar date string 'YYYY-MM-DD'. */
export function isIsoDate(date: string): boolean {
  return typeof date === 'string' && ISO_DATE.test(date);
}
