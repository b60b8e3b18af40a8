/**
 * Start-up scripts after the first paint (ADR 022). Next writes its start-up chunks (React DOM, its runtime, the
 * page's client components) as `<script async>` elements into the head, with `<link rel="preload">` hints for
 * some. On a phone they arrive while the page is still being parsed and run in the middle of it: the first paint
 * waits for React's evaluation, and everything the page shows first depends on downloading them. This rewrites
 * the page so that one small inline script inserts the same scripts, async as before, once the browser has
 * painted the page (after the next animation frame; at once in a hidden tab, which paints nothing). The page is
 * complete HTML without them (server components, forms that work without JavaScript), so nothing a visitor
 * sees waits for them; the islands hydrate as before, a frame later.
 *
 * Plain TypeScript with Node-free code: the production server (server.mjs) applies it to each HTML page before
 * the page's CSP hashes are computed (the loader is an inline script of the page like any other), and the
 * unit tests import it directly.
 */

// Next's own start-up chunks only: a script from elsewhere, a module or a nomodule fallback stays as it is.
const ASYNC_CHUNK = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="\/_next\/static\/chunks\/[\w.-]+\.js"\/>/g;

/** The inline loader for `sources`: inserts each as an async script after the first paint. */
export function scriptLoader(sources: readonly string[]): string {
  return (
    '<script>(function(s){function go(){for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}' +
    'if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})(' +
    JSON.stringify(sources) +
    ')</script>'
  );
}

/**
 * The page with Next's async start-up scripts (and their preload hints) moved into a loader at the end of the
 * body. A document without them, or without a closing body tag, is returned unchanged.
 */
export function deferStartupScripts(html: string): string {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) return html;
  const sources: string[] = [];
  const stripped = html.replace(ASYNC_CHUNK, (_, src: string) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const withoutHints = stripped.replace(SCRIPT_PRELOAD, '');
  const end = withoutHints.lastIndexOf('</body>');
  return `${withoutHints.slice(0, end)}${scriptLoader(sources)}${withoutHints.slice(end)}`;
}
