import { getDb } from '@/db';
import { updateProfile } from '@/features/account/routes';
import { getLoggedInLead, fillAttribution, attributionFrom } from '@/features/leads/routes';
import { AppError, errorResponse } from '@/lib/app-error';
import { readFormBody } from '@/lib/form-body';
import { isSameOrigin } from '@/lib/origin';

/**
 * The profile endpoint of spec section 7: `POST /en/profile` (also under /de), a multipart form with
 * `lead[<field>]` entries plus `attribution[referrer]` and `attribution[<tracking name>]`. For the logged-in
 * lead: the given fields change (checked like the profile page's form; fields not sent keep their values),
 * and attribution still 'n/a' is filled (captured once, never rewritten). Answers `{ success: true }` or the
 * site's error body (403 for a foreign or missing Origin and 401 without a session, both before a byte of the body
 * is read; 413 past MAX_BYTES, chunked or not; 400 for a body cut short, a file, control characters or a field's
 * code; 415 for a body that is no form). Nothing is saved unless the whole body was read (issue 46).
 */
const LEAD_FIELDS = { given_name: 'givenName', surname: 'surname', surename: 'surname', phone: 'phone', home_buying_status: 'homeBuyingStatus', locale: 'locale' } as const;
const ATTRIBUTION_FIELDS = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
const MAX_BYTES = 20_000;

export async function POST(request: Request) {
  if (!isSameOrigin(request, { allowMissing: false })) return errorResponse('FORBIDDEN_ORIGIN');
  const lead = await getLoggedInLead();
  if (!lead) return errorResponse('UNAUTHENTICATED');
  let form: FormData;
  try {
    form = await readFormBody(request, { maxBytes: MAX_BYTES });
  } catch (error) {
    return errorResponse(error instanceof AppError ? error : 'BAD_REQUEST');
  }
  const input = { givenName: lead.givenName ?? '', surname: lead.surname ?? '', phone: lead.phone ?? '', homeBuyingStatus: lead.homeBuyingStatus ?? '', locale: lead.locale };
  const tracking = new URLSearchParams();
  let referrer: string | null = null;
  let profileSent = false;
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') return errorResponse(new AppError('INVALID_INPUT', key, { reason: 'file' }));
    const leadField = /^lead\[([a-z_]+)\]$/.exec(key)?.[1];
    const attributionField = /^attribution\[([A-Za-z0-9_]+)\]$/.exec(key)?.[1];
    if (leadField && leadField in LEAD_FIELDS) {
      input[LEAD_FIELDS[leadField as keyof typeof LEAD_FIELDS]] = value.slice(0, 200);
      profileSent = true;
    } else if (attributionField === 'referrer') referrer = value;
    else if (attributionField && (ATTRIBUTION_FIELDS as readonly string[]).includes(attributionField)) tracking.set(attributionField, value);
    else if (key !== 'locale') return errorResponse(new AppError('UNKNOWN_INPUT', key));
  }
  const db = await getDb();
  if (profileSent) {
    const result = await updateProfile(db, { leadId: lead.id, input });
    if (!result.ok) {
      const [field, code] = Object.entries(result.errors)[0]!;
      return errorResponse(new AppError(code === 'required' ? 'REQUIRED' : 'INVALID_INPUT', field, { reason: code }));
    }
  }
  const attribution = attributionFrom(tracking, referrer);
  await fillAttribution(db, lead, { utmSource: attribution.utmSource, utmMedium: attribution.utmMedium, utmCampaign: attribution.utmCampaign, documentReferrer: attribution.documentReferrer });
  return Response.json({ success: true }, { headers: { 'cache-control': 'no-store' } });
}
