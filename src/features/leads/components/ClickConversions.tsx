'use client';

import { useEffect } from 'react';

/** How often and how long the _fbp cookie is looked for (spec section 7: every 100 ms, up to 2,000 ms). */
export const FBP_POLL_MS = 100;
export const FBP_WAIT_MS = 2000;

async function send(query: string, variables: Record<string, string>): Promise<void> {
  const res = await fetch('/api/graphql', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const json = (await res.json().catch(() => null)) as { errors?: { extensions?: { code?: string } }[] } | null;
  const code = json?.errors?.[0]?.extensions?.code;
  // A visitor who is not (yet) a lead: nothing is stored, and that is no failure.
  if (code && code !== 'UNAUTHENTICATED') throw new Error(`conversion not stored: ${code}`);
}

function cookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The spec's conversion calls (section 7) for a page opened from an ad: the Google click id (gclid) is stored with
 * the lead at once (persistGoogleConversion); for a Facebook click (fbclid) the browser id in the _fbp cookie is
 * looked for every 100 ms for up to 2 s, and both are sent together only when both are there
 * (persistFacebookConversion). Without a click id in the address nothing runs. A failure is logged, never shown.
 */
export function ClickConversions() {
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const gclid = query.get('gclid');
    const fbclid = query.get('fbclid');
    const fail = (error: unknown) => console.error('Click conversion failed', error);
    if (gclid) send('mutation G($gclid: String!) { persistGoogleConversion(gclid: $gclid) { success } }', { gclid }).catch(fail);
    if (!fbclid) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const fbp = cookie('_fbp');
      if (fbp) {
        window.clearInterval(timer);
        send('mutation F($facebookId: String!, $conversionId: String!) { persistFacebookConversion(facebookId: $facebookId, conversionId: $conversionId) { success } }', { facebookId: fbp, conversionId: fbclid }).catch(fail);
      } else if (Date.now() - started >= FBP_WAIT_MS) window.clearInterval(timer);
    }, FBP_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return null;
}
