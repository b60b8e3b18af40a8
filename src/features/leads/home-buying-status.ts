/** Spec section 3 enumeration "home buying status" of a lead, in the order of a buyer's progress. */
export const HOME_BUYING_STATUSES = ['JustCurious', 'LookingOnline', 'ActivelyViewing', 'ReservedProperty'] as const;
export type HomeBuyingStatus = (typeof HOME_BUYING_STATUSES)[number];

export function isHomeBuyingStatus(value: unknown): value is HomeBuyingStatus {
  return typeof value === 'string' && (HOME_BUYING_STATUSES as readonly string[]).includes(value);
}
