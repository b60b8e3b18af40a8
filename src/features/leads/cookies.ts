import { env } from '@/env';

/** Name of the lead cookie; the `__Host-` prefix needs HTTPS, so plain-http local runs use a plain name. */
export const LEAD_COOKIE = env.PUBLIC_BASE_URL.startsWith('https://') ? '__Host-hl_lead' : 'hl_lead';
