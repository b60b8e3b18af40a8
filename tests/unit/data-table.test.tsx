/**
 * The staff's and the report's table (issue 46, `src/components/tables/DataTable.tsx`): a caption that names the
 * table and its focusable scroll region, column headers with scope=col, row headers with scope=row, each cell
 * labelled for the phone's cards, data attributes of rows and cells, and the empty text in the table's place.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { DataTable, type DataTableProps } from '@/components/tables/DataTable';

type Row = { id: number; name: string; amount: number };
const ROWS: Row[] = [
  { id: 1, name: 'Anna', amount: 1200 },
  { id: 2, name: 'Ben', amount: 80 },
];
const COLUMNS: DataTableProps<Row>['columns'] = [
  { key: 'name', label: 'Name', rowHeader: true, cell: (r) => r.name },
  { key: 'amount', label: 'Amount', numeric: true, cell: (r) => `${r.amount} €`, cellData: (r) => ({ 'data-amount': String(r.amount) }) },
];

const html = (props: Partial<DataTableProps<Row>> = {}) =>
  renderToStaticMarkup(createElement(DataTable<Row>, { id: 'people', caption: 'People and amounts', columns: COLUMNS, rows: ROWS, rowKey: (r) => r.id, ...props }));

describe('DataTable', () => {
  test('the caption names the table and its scroll region, which takes the keyboard focus', () => {
    const markup = html({ className: 'mt-4' });
    expect(markup).toMatch(/^<div class="overflow-x-auto mt-4" role="region" aria-labelledby="people-caption" tabindex="0"><table [^>]*data-testid="people">/);
    expect(markup).toContain('<caption id="people-caption" class="pb-2 text-left text-sm text-muted">People and amounts</caption>');
    expect(html({ captionHidden: true })).toContain('<caption id="people-caption" class="sr-only">People and amounts</caption>');
  });

  test('every column header has scope=col; a row header column gives each row a th with scope=row, the others td', () => {
    const markup = html();
    expect(markup.match(/<th [^>]*scope="col"[^>]*>(.*?)<\/th>/g)).toEqual([expect.stringContaining('>Name</th>'), expect.stringContaining('>Amount</th>')]);
    expect(markup.match(/<th [^>]*scope="row"[^>]*>(.*?)<\/th>/g)?.map((th) => th.replace(/<[^>]+>/g, ''))).toEqual(['Anna', 'Ben']);
    expect(markup.match(/<td [^>]*>(.*?)<\/td>/g)?.map((td) => td.replace(/<[^>]+>/g, ''))).toEqual(['1200 €', '80 €']);
    expect(markup).toContain('data-amount="1200"');
    expect(markup.match(/<tbody>(.*)<\/tbody>/)![1]!.match(/<tr /g)).toHaveLength(2);
  });

  test('as cards on a phone: the table-cards class, ARIA table roles and each cell labelled by its column', () => {
    const markup = html({ cards: true, rowData: (r) => ({ 'data-person': r.name }) });
    expect(markup).toContain('<table role="table" class="table-cards w-full text-left text-sm" data-testid="people">');
    expect(markup).toContain('role="columnheader" scope="col"');
    expect(markup).toContain('role="rowheader" scope="row"');
    expect(markup).toMatch(/<td role="cell" class="[^"]*text-right tabular-nums" data-label="Amount" data-amount="80">80 €<\/td>/);
    expect(markup).toContain('<tr role="row" class="border-b border-slate-100 align-top" data-person="Anna">');
    // Without cards, no data-label and no explicit roles.
    expect(html()).not.toMatch(/data-label|role="(table|cell|row)"/);
  });

  test('no rows: the empty text in the table’s place, or nothing without one', () => {
    expect(html({ rows: [], empty: 'Nobody yet.', emptyTestId: 'people-empty', className: 'mt-4' })).toBe('<p class="mt-4 text-muted" data-testid="people-empty">Nobody yet.</p>');
    expect(html({ rows: [] })).toBe('');
  });
});
