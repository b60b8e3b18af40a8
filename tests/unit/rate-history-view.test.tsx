/**
 * The rate history's view (issue 11): what a visitor sees without data ("no data yet", no chart), and with data
 * the SVG lines, the legend, the date, the source, the table in the locale's number format and the fixation
 * links that work without JavaScript. Rendered with the real messages of both locales.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createFormatter, createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { RateHistoryView, type RateHistoryViewProps } from '@/features/rates/components/RateHistory';
import { computeRateHistory, rateHistoryCsv, type RateHistory } from '@/features/rates/history';
import { RATE_MODEL } from '@/engine/rates/model';
import { FORMATS } from '@/i18n/formats';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

const render = (locale: Locale, history: RateHistory, fixation: RateHistoryViewProps['fixation'] = 10, variant: RateHistoryViewProps['variant'] = 'page') => {
  const t = createTranslator({ locale, messages: messagesFor(locale) as never, namespace: 'rates.history' as never });
  const format = createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' });
  return renderToStaticMarkup(createElement(RateHistoryView, { locale, history, fixation, variant, t: t as unknown as RateHistoryViewProps['t'], format }));
};

const day = (date: string, beta0: number) => ({ date, beta0, beta1: -1, beta2: 0.5, beta3: 1, tau1: 2, tau2: 10, source: 'fixture' });
const curves = ['2018', '2019', '2020'].flatMap((y) => ['01', '04', '07', '10', '12'].map((m, i) => day(`${y}-${m}-15`, 1 + i * 0.1 + (Number(y) - 2018) * 0.2)));
const WITH_MODEL = computeRateHistory(curves, [{ ...RATE_MODEL, validFrom: '2020-06-01' }]);
const WITHOUT_MODEL = computeRateHistory(curves, []);
const EMPTY: RateHistory = { months: [], newestCurveDate: null, modelSince: null };

describe('rate history view', () => {
  test.each(['en', 'de'] as const)('no stored curve: the page says there is no data yet, and draws no chart (%s)', (locale) => {
    const html = render(locale, EMPTY);
    expect(html).toContain(locale === 'en' ? 'No data yet' : 'Noch keine Daten');
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('<table');
  });

  test('English: chart, legend, date, source, yearly table rows, fixation links', () => {
    const html = render('en', WITH_MODEL, 15);
    expect(html).toContain('Rate history since 2018');
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Line chart: the Bund zero rate for 15 years/);
    expect(html).toContain('Bund zero rate, 15 years');
    expect(html).toContain('Model mortgage rate, 15-year fixation');
    expect(html).toContain('As of Dec 15, 2020 (newest Bundesbank curve)');
    expect(html).toContain('href="https://www.bundesbank.de/en/statistics/time-series-databases"');
    // One row per year (its last month); the model only since its first spread set.
    expect([...html.matchAll(/<tr data-month="([^"]+)"/g)].map((m) => m[1])).toEqual(['2018-12', '2019-12', '2020-12']);
    expect(html).toMatch(/<tr data-month="2018-12">.*?data-col="model">–</);
    expect(html).toMatch(/<tr data-month="2020-12">.*?data-col="model">\d\.\d\d%</);
    expect(html).toContain('href="/en/mortgage-rates-germany/history?fix=5"');
    expect(html).toContain('href="/en/mortgage-rates-germany/history"');
    expect(html).toMatch(/aria-current="page"[^>]*data-fix="15"/);
    expect(html).toContain('80% of the property value');
  });

  test('German: numbers with decimal commas, German texts, and the series follows the fixation', () => {
    const ten = render('de', WITH_MODEL, 10);
    const thirty = render('de', WITH_MODEL, 30);
    expect(ten).toContain('Zinsentwicklung seit 2018');
    expect(ten).toContain('Stand: 15.12.2020');
    expect(ten).toMatch(/data-col="bund">\d,\d\d\u00a0%</);
    expect(ten).toContain('href="/de/baufinanzierung/zinsentwicklung?fix=30"');
    const line = (html: string) => /<path[^>]*d="([^"]+)"[^>]*data-series="bund"/.exec(html)?.[1];
    const bundCells = (html: string) => [...html.matchAll(/data-col="bund">([^<]+)</g)].map((m) => m[1]);
    expect(line(ten)).toMatch(/^M[\d.,L]+$/);
    expect(line(ten)).not.toBe(line(thirty));
    expect(bundCells(ten)).not.toEqual(bundCells(thirty));
  });

  test('without spread sets there is no model line and the method note says why', () => {
    const html = render('en', WITHOUT_MODEL);
    expect(html).not.toContain('Model mortgage rate, 10-year fixation</li>');
    expect(html).toContain('No model spreads are stored yet');
    expect(html).not.toContain('data-series="model"');
  });

  test('the embed links to the page instead of showing the table', () => {
    const html = render('de', WITH_MODEL, 10, 'embed');
    expect(html).not.toContain('<table');
    expect(html).toContain('href="/de/baufinanzierung/zinsentwicklung"');
    expect(html).not.toContain('aria-current');
  });

  test('CSV: every month, every fixation, the locale’s separators', () => {
    const de = rateHistoryCsv(WITH_MODEL, 'de').replace('\uFEFF', '').trim().split('\r\n');
    expect(de).toHaveLength(1 + WITH_MODEL.months.length);
    expect(de[0]).toBe('month;bund_zero_5y_pct;bund_zero_10y_pct;bund_zero_15y_pct;bund_zero_20y_pct;bund_zero_30y_pct;model_mortgage_5y_pct;model_mortgage_10y_pct;model_mortgage_15y_pct;model_mortgage_20y_pct;model_mortgage_30y_pct');
    expect(de[1]).toMatch(/^2018-01(;-?\d+,\d{4}){5};;;;;$/);
    const en = rateHistoryCsv(WITH_MODEL, 'en').trim().split('\r\n');
    expect(en.at(-1)).toMatch(/^2020-12(,-?\d+\.\d{4}){10}$/);
  });
});
