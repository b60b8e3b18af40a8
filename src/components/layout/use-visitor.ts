'use client';

import { useEffect, useState } from 'react';
import { ANONYMOUS, parseVisitor, type Visitor } from '@/lib/visitor';

let request: Promise<Visitor> | null = null;

/** GET /api/visitor, once per page load however many islands ask; a failed request counts as a stranger. */
export function loadVisitor(): Promise<Visitor> {
  request ??= fetch('/api/visitor', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (res) => (res.ok ? (parseVisitor(await res.json()) ?? ANONYMOUS) : ANONYMOUS))
    .catch(() => ANONYMOUS);
  return request;
}

/**
 * The visitor's state in a client island of a cached page: null until the server has answered (the island
 * keeps its space and shows nothing in the meantime), then what the server knows.
 */
export function useVisitor(): Visitor | null {
  const [visitor, setVisitor] = useState<Visitor | null>(null);
  useEffect(() => {
    let live = true;
    void loadVisitor().then((v) => {
      if (live) setVisitor(v);
    });
    return () => {
      live = false;
    };
  }, []);
  return visitor;
}
