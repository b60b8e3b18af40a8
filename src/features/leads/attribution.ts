/**
 * Attribution of a new lead (spec section 3 "Tracking parameters": medium, source, campaign, referrer,
 * default 'n/a'; plus the click ids gclid and fbclid), read from the landing URL's query and the document
 * referrer. Values are cut to a sane length and stripped of control characters: they come from anywhere.
 */
export interface Attribution {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  documentReferrer: string;
  gclid: string | null;
  fbclid: string | null;
}

const MAX = 500;
const NOT_AVAILABLE = 'n/a';

function clean(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = value.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX);
  return text === '' ? null : text;
}

/** A referrer counts only as an absolute http(s) URL; anything else is 'n/a'. */
function cleanReferrer(value: string | null | undefined): string | null {
  const text = clean(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString().slice(0, MAX) : null;
  } catch {
    return null;
  }
}

export function attributionFrom(query: URLSearchParams, documentReferrer: string | null | undefined): Attribution {
  return {
    utmSource: clean(query.get('utm_source')) ?? NOT_AVAILABLE,
    utmMedium: clean(query.get('utm_medium')) ?? NOT_AVAILABLE,
    utmCampaign: clean(query.get('utm_campaign')) ?? NOT_AVAILABLE,
    documentReferrer: cleanReferrer(documentReferrer) ?? NOT_AVAILABLE,
    gclid: clean(query.get('gclid')),
    fbclid: clean(query.get('fbclid')),
  };
}
