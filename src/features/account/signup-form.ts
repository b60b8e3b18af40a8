import { draftCookie } from '@/lib/forms/form-state';

/**
 * The signup step's form (spec section 4: full name and consent, and the optional analytics box of ADR 041). A
 * refused step comes back the form kit's way (ADR 025): the codes in the address, what was typed in this draft
 * cookie — the name never goes into a URL.
 */
export const SIGNUP_FIELDS = ['name', 'consent', 'analytics'] as const;
/** The codes a refused signup names: the name's and the consent's. */
export const SIGNUP_ERROR_CODES = ['required', 'invalidName', 'consentRequired'] as const;
export const SIGNUP_DRAFT = draftCookie('hl_signup_draft', SIGNUP_FIELDS);
