/**
 * The retirement planner as the server renders it (issue 13 page): the HTML a visitor without JavaScript gets,
 * in both locales with the real messages: the summary sentence, the example marker, the four solution rows,
 * the field errors in words next to their fields, the PDF link with the form's parameters.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { marketOn } from '@/engine/rates/fixtures';
import { evaluatePensionForm, DEFAULT_PENSION_FORM, pensionFormToParams, type PensionForm } from '@/features/pension/pension-form';
import { StaticPension } from '@/features/pension/components/StaticPension';
import type { PensionMessages } from '@/features/pension/components/pension-i18n';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

const TODAY = '2026-11-21';
const market = marketOn(TODAY);

const render = (locale: Locale, form: PensionForm = DEFAULT_PENSION_FORM, fromUrl = false) =>
  renderToStaticMarkup(
    createElement(StaticPension, {
      locale,
      today: TODAY,
      market,
      action: locale === 'en' ? '/en/retirement-calculator-germany' : '/de/altersvorsorge-rechner',
      appointmentHref: locale === 'en' ? '/en/appointment' : '/de/termin',
      initialForm: form,
      fromUrl,
      messages: messagesFor(locale).pension as PensionMessages,
    }),
  );

const euro = (locale: Locale, n: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(Math.round(n));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('retirement planner, server-rendered', () => {
  test.each(['en', 'de'] as const)('example data: marked as example, the summary says the gap in words (%s)', (locale) => {
    const html = render(locale);
    const plan = evaluatePensionForm(DEFAULT_PENSION_FORM, { today: TODAY, market }).plan!;
    expect(html).toContain('data-testid="pp-example"');
    const words = locale === 'en' ? `you need ${euro(locale, plan.pensionGap)} a month more` : `brauchst du im Ruhestand ${euro(locale, plan.pensionGap)} im Monat mehr`;
    expect(text(html).replace(/\u00a0/g, ' ')).toContain(words.replace(/\u00a0/g, ' '));
    for (const option of ['privatePensionPlan', 'ownHome', 'investmentProperty', 'advice']) expect(html).toContain(`data-testid="solution-${option}"`);
    expect(html).toContain(`href="/api/pension/pdf?${pensionFormToParams(DEFAULT_PENSION_FORM).toString().replace(/&/g, '&amp;')}&amp;locale=${locale}"`);
    expect(html).toContain(`href="${locale === 'en' ? '/en/appointment' : '/de/termin'}"`);
  });

  test('a form from the URL is the visitor’s: no example marker', () => {
    expect(render('en', { ...DEFAULT_PENSION_FORM, age: '35' }, true)).not.toContain('data-testid="pp-example"');
  });

  test('owners get no own-home row', () => {
    const html = render('en', { ...DEFAULT_PENSION_FORM, own: 'yes' }, true);
    expect(html).not.toContain('data-testid="solution-ownHome"');
    expect(html).toContain('data-testid="solution-investmentProperty"');
  });

  test.each([
    { locale: 'en' as const, form: { age: '19' }, key: 'age', message: 'The planner works from the age of 20' },
    { locale: 'de' as const, form: { age: '67' }, key: 'age', message: 'Der Rechner ist für Menschen bis 66 Jahre gedacht' },
    { locale: 'en' as const, form: { inc: '' }, key: 'inc', message: 'This field is required' },
    { locale: 'de' as const, form: { pe: '0', ps: '0' }, key: 'pe', message: 'Gib deine Entgeltpunkte ein: mindestens ein Wert über 0' },
    { locale: 'en' as const, form: { mc: '2000' }, key: 'mc', message: 'The amount cannot be above €1,425' },
  ])('$locale: $key error in words next to its field, no result', ({ locale, form, key, message }) => {
    const html = render(locale, { ...DEFAULT_PENSION_FORM, ...form }, true);
    expect(html).toContain(`aria-describedby="pp-${key}-error`);
    expect(text(html)).toContain(message);
    expect(html).toContain('data-testid="pp-invalid"');
    expect(html).not.toContain('data-testid="pp-solutions"');
  });
});
