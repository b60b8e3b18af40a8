'use client';

/**
 * Loads the ALTCHA widget (ADR 016) when a login form needs it, never with the page: the strict-CSP build
 * (`altcha/external`: no inline styles, no blob workers), its stylesheet as a file of ours, our worker URL for
 * SHA-256 challenges, and the widget's texts in the visitor's language ("du" in German).
 */
import 'altcha/external';
import 'altcha/altcha.css';

type Registry = { algorithms: Map<string, () => Worker>; i18n: { set(locale: string, strings: Record<string, string>): void } };

export function setupAltcha(locale: string, strings: Record<string, string>): void {
  const registry = (globalThis as unknown as { $altcha: Registry }).$altcha;
  if (!registry.algorithms.has('SHA-256')) registry.algorithms.set('SHA-256', () => new Worker('/api/auth/captcha/worker', { name: 'altcha-sha' }));
  registry.i18n.set(locale, { ...strings, footer: '', ariaLinkLabel: '' });
}
