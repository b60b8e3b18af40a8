import { getDb } from '@/db';
import { updateProfile } from '@/features/account/routes';
import { getLoggedInLead, fillAttribution, attributionFrom } from '@/features/leads/routes';
import { AppError, errorResponse } from '@/lib/app-error';
import { isSameOrigin } from '@/lib/origin';

/**
 * The profile endpoint of spec section 7: `POST /en/profile` (also under /de), a multipart form with
 * `lead[<field>]` entries plus `attribution[referrer]` and `attribution[<tracking name>]`. For the logged-in
 * lead: the given fields change (checked like the profile page's form; fields not sent keep their values),
 * and attribution still 'n/a' is filled (captured once, never rewritten). Answers `{ success: true }` or the
 * site's error body (401 without a session, 400 with the field's code, 403 for a foreign or missing Origin).
 */
const LEAD_FIELDS = { given_name: 'givenName', surname: 'surname', surename: 'surname', phone: 'phone', home_buying_status: 'homeBuyingStatus', locale: 'locale' } as const;
const ATTRIBUTION_FIELDS = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
const MAX_BYTES = 20_000;

export async function POST(request: Request) {
  if (!isSameOrigin(request, { allowMissing: false })) return errorResponse('FORBIDDEN_ORIGIN');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BYTES) return errorResponse('PAYLOAD_TOO_LARGE');
  const lead = await getLoggedInLead();
  if (!lead) return errorResponse('UNAUTHENTICATED');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return errorResponse('BAD_REQUEST');
  }
  const input = { givenName: lead.givenName ?? '', surname: lead.surname ?? '', phone: lead.phone ?? '', homeBuyingStatus: lead.homeBuyingStatus ?? '', locale: lead.locale };
  const tracking = new URLSearchParams();
  let referrer: string | null = null;
  let profileSent = false;
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') return errorResponse(new AppError('INVALID_INPUT', key));
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
