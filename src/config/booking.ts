import type { ContactType } from './taxonomy';

/** ISO weekday → [from, to) wall-clock ranges in the advisor's zone. */
export type WeeklyHours = Readonly<Record<number, readonly (readonly [string, string])[]>>;

/**
 * Booking rules (issue 10). Advisors' own hours, when they have any, override the default week; everything else
 * here is the office's policy. Times are wall-clock times in the advisor's IANA zone.
 */
export const BOOKING = {
  /** The office's time zone (spec section 9: default appointment time zone). */
  zone: 'Europe/Berlin',
  /** Federal state of the office, for its public holidays (date-holidays state code). */
  officeState: 'BE',
  /** Spec section 9: opening hours Mon–Fri 9:00–19:00. ISO weekday (1 = Monday) → [from, to) as HH:MM. */
  weeklyHours: { 1: [['09:00', '19:00']], 2: [['09:00', '19:00']], 3: [['09:00', '19:00']], 4: [['09:00', '19:00']], 5: [['09:00', '19:00']] } as WeeklyHours,
  /** Slots start on this grid (minutes). The slot value's decimal hour has one decimal, so 30 is the finest grid. */
  gridMinutes: 30,
  /** Length of an appointment per contact type (minutes). */
  minutes: { phone: 30, video: 45, 'short-video': 15, office: 60 } satisfies Record<ContactType, number>,
  /** Free time kept after each appointment (minutes). */
  bufferMinutes: 15,
  /** The first bookable day is this many working days after today (1 = the next working day). */
  leadWorkingDays: 1,
  /** How far ahead slots are offered (days). */
  horizonDays: 60,
} as const;
