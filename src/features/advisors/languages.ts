/** The languages an advisor can advise in (their names are messages: `appointment.languageNames`). */
export const ADVISOR_LANGUAGES = ['de', 'en'] as const;
export type AdvisorLanguage = (typeof ADVISOR_LANGUAGES)[number];

export function isAdvisorLanguage(value: string): value is AdvisorLanguage {
  return (ADVISOR_LANGUAGES as readonly string[]).includes(value);
}
