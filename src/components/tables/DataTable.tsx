import type { ReactNode } from 'react';

/** `data-*` attributes of a row or cell (for tests and scripts: `data-member`, `data-column` …). */
export type DataAttributes = { [name: `data-${string}`]: string | undefined };

export interface DataTableColumn<Row> {
  /** The column's React key. */
  key: string;
  /** The column header; in a table with `cards` also each cell's label on a phone (`data-label`). */
  label: string;
  /** The row's value in this column. */
  cell: (row: Row) => ReactNode;
  /** The column names its row: its cells are row headers (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Figures: right-aligned with tabular digits. */
  numeric?: boolean;
  /** More classes for the column's cells (`whitespace-nowrap`, `break-all`, `font-mono` …). */
  className?: string;
  /** `data-*` attributes of the column's cells. */
  cellData?: (row: Row) => DataAttributes;
}

export interface DataTableProps<Row> {
  /** The table's `data-testid`; the caption's id is derived from it (`<id>-caption`). */
  id: string;
  /** Names the table and its scroll region. */
  caption: ReactNode;
  /** Only for screen readers: a heading beside the table already says it. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** `data-*` attributes of a row. */
  rowData?: (row: Row) => DataAttributes;
  /** The text in the table's place when there are no rows; without it, no rows show nothing. */
  empty?: ReactNode;
  /** The `data-testid` of the empty text. */
  emptyTestId?: string;
  /**
   * A card per row below 640 px (globals.css `.table-cards`: each cell a line "label – value"), with the ARIA table
   * roles that changing `display` drops in some browsers; else a plain table with denser columns for figures.
   */
  cards?: boolean;
  /** Classes of the scroll region (and of the empty text), e.g. its top margin. */
  className?: string;
}

/**
 * The staff's and the report's tables (issue 46): a caption, column headers (`scope="col"`), optional row headers, in
 * a region that scrolls sideways when the table is wider than the screen; the region can take the keyboard's focus
 * (so it scrolls without a mouse) and is named by the caption. A server component: no script.
 */
export function DataTable<Row>({ id, caption, captionHidden = false, columns, rows, rowKey, rowData, empty, emptyTestId, cards = false, className = '' }: DataTableProps<Row>) {
  if (rows.length === 0) {
    return empty === undefined || empty === null ? null : (
      <p className={`${className} text-muted`.trim()} data-testid={emptyTestId}>
        {empty}
      </p>
    );
  }
  const captionId = `${id}-caption`;
  const pad = cards ? 'py-2 pr-4' : 'py-2 pr-3';
  const align = (column: DataTableColumn<Row>) => (column.numeric ? ' text-right tabular-nums' : '') + (column.className ? ` ${column.className}` : '');
  // Explicit roles only where the cards change `display` (the implicit ones hold elsewhere).
  const role = (name: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'rowheader' | 'cell') => (cards ? { role: name } : {});
  return (
    <div className={`overflow-x-auto ${className}`.trim()} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table {...role('table')} className={`${cards ? 'table-cards ' : ''}w-full text-left text-sm`} data-testid={id}>
        <caption id={captionId} className={captionHidden ? 'sr-only' : 'pb-2 text-left text-sm text-muted'}>
          {caption}
        </caption>
        <thead {...role('rowgroup')}>
          <tr {...role('row')} className={cards ? 'border-b border-slate-200 text-muted' : 'border-b border-slate-300'}>
            {columns.map((column) => (
              <th key={column.key} {...role('columnheader')} scope="col" className={`${pad} font-medium${column.numeric ? ' text-right' : ''}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...role('rowgroup')}>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...role('row')} className="border-b border-slate-100 align-top" {...rowData?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} {...role('rowheader')} scope="row" className={`${pad} font-normal${align(column)}`} {...column.cellData?.(row)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} {...role('cell')} className={`${pad}${align(column)}`} data-label={cards ? column.label : undefined} {...column.cellData?.(row)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
