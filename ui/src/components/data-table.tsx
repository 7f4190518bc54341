import { FlexRender, type ReactTable, type Row, type RowData, type TableFeatures } from '@tanstack/react-table';
import type { HTMLAttributes, ReactNode } from 'react';

/** The sorting API a column has when the table registers rowSortingFeature. */
interface SortableColumn {
  getCanSort?: () => boolean;
  getIsSorted?: () => false | 'asc' | 'desc';
  getToggleSortingHandler?: () => ((event: unknown) => void) | undefined;
}

/** A column's header as the label a phone's card shows beside the value (plain-text headers only). */
const labelOf = (header: unknown) => (typeof header === 'string' ? header : undefined);

interface DataTableProps<TFeatures extends TableFeatures, TData extends RowData> {
  /** The table of `useTable({ features, columns, data })`, columns declared at module scope. */
  table: ReactTable<TFeatures, TData>;
  /** The table's accessible name. */
  label: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /**
   * On a phone every row becomes a card: the first cell its title, the others labelled with their column's
   * header. Without it the table scrolls sideways with its first column kept in view.
   */
  cards?: boolean;
  testId?: string;
  /** Attributes of a row (a class, a double click). */
  rowProps?: (row: Row<TFeatures, TData>) => HTMLAttributes<HTMLTableRowElement>;
}

/**
 * The one table of the screens (TanStack Table): a header row, whose sortable columns are buttons that say
 * their order, then a row per record, or `empty` when there is none.
 */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  label,
  empty,
  cards = false,
  testId,
  rowProps,
}: DataTableProps<TFeatures, TData>) {
  const rows = table.getRowModel().rows;
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    // The wrapper scrolls sideways when the table is wider than the screen: a named region in the tab order,
    // so a keyboard user can reach and scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled by keyboard.
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      <table className={cards ? 'table table-cards' : 'table'} aria-label={label} data-testid={testId}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column as unknown as SortableColumn;
                const sorted = column.getIsSorted?.() ?? false;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {column.getCanSort?.() ? (
                      <button type="button" className="th-sort" onClick={column.getToggleSortingHandler?.()}>
                        <FlexRender header={header} />
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                      </button>
                    ) : (
                      <FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} {...rowProps?.(row)}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} data-label={cards ? labelOf(cell.column.columnDef.header) : undefined}>
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
