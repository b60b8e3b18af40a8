'use client';

import { useEffect } from 'react';
import { MESSAGE_TYPES } from '../catalog';

/**
 * The widget's side of the conversation with the embedding page (ADR 044): the height of the widget's content
 * whenever it changes, and once a request was sent, `lead-submitted`. Messages go only to `targetOrigin`, the
 * embedding page's origin when the server found it among the partner's origins; without it nothing is posted.
 * Links that leave the widget open a new tab: the site's other pages refuse to be framed.
 */
export function WidgetBridge({ targetOrigin, submitted, widgetPrefix }: { targetOrigin: string | null; submitted: string | null; widgetPrefix: string }) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin === window.location.origin && url.pathname.startsWith(widgetPrefix)) return;
      link.target = '_blank';
      link.rel = 'noopener';
    };
    document.addEventListener('click', onClick, true);
    const root = document.getElementById('widget-root');
    if (!targetOrigin || window.parent === window || !root) return () => document.removeEventListener('click', onClick, true);
    let last = -1;
    const post = () => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: MESSAGE_TYPES.height, height }, targetOrigin);
    };
    const observer = new ResizeObserver(post);
    observer.observe(root);
    post();
    if (submitted) window.parent.postMessage({ type: MESSAGE_TYPES.leadSubmitted, kind: submitted }, targetOrigin);
    return () => {
      observer.disconnect();
      document.removeEventListener('click', onClick, true);
    };
  }, [targetOrigin, submitted, widgetPrefix]);
  return null;
}
