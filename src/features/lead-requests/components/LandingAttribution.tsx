'use client';

import { useEffect, useState } from 'react';
import { ATTRIBUTION_KEYS } from '../attribution-fields';

/**
 * The first step comes from the cache, so the server cannot see where the visitor came from: in the browser
 * this island copies the landing URL's tracking parameters and the document referrer (when it is another
 * site) into hidden fields, which then travel with every step. Without JavaScript the next step reads the
 * tracking parameters from the Referer header instead.
 */
export function LandingAttribution() {
  const [values, setValues] = useState<[string, string][]>([]);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const found: [string, string][] = [];
    for (const key of ATTRIBUTION_KEYS) {
      const value = key === 'referrer' ? externalReferrer() : query.get(key);
      if (value) found.push([key, value.slice(0, 500)]);
    }
    setValues(found);
  }, []);
  return (
    <>
      {values.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function externalReferrer(): string | null {
  if (!document.referrer) return null;
  try {
    return new URL(document.referrer).origin === window.location.origin ? null : document.referrer;
  } catch {
    return null;
  }
}
