import { createColumnHelper, rowSortingFeature, tableFeatures, useTable } from '@tanstack/react-table';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table.tsx';

interface Stop {
  id: string;
  facility: string;
  amountCents: number;
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Stop>();
const columns = helper.columns([
  helper.accessor('facility', { header: 'Facility' }),
  helper.accessor('amountCents', { header: 'Amount', cell: (info) => `$${info.getValue() / 100}` }),
  helper.display({ id: 'actions', header: () => createElement('span', { className: 'sr-only' }, 'Actions') }),
]);

const sortable = tableFeatures({ rowSortingFeature });
const sortableHelper = createColumnHelper<typeof sortable, Stop>();
const sortableColumns = sortableHelper.columns([
  sortableHelper.accessor('facility', { header: 'Facility' }),
  sortableHelper.accessor('amountCents', { header: 'Amount', enableSorting: false }),
]);

const STOPS: Stop[] = [
  { id: 's1', facility: 'Joliet DC', amountCents: 11_250 },
  { id: 's2', facility: 'Gary Yard', amountCents: 0 },
];

interface ScreenProps {
  data: Stop[];
  cards?: boolean;
  empty?: string;
}

/** A screen with a plain table, calling `useTable` the way every screen does. */
function Screen({ data, ...props }: ScreenProps) {
  const table = useTable({ features, columns, data, getRowId: (row) => row.id });
  return createElement(DataTable<typeof features, Stop>, {
    table,
    label: 'Stops',
    testId: 'stops',
    rowProps: (row) => ({ className: `row-${row.id}` }),
    ...props,
  });
}

/** A screen whose table the server sorts, by facility name from Z to A. */
function Sorted() {
  const table = useTable({
    features: sortable,
    columns: sortableColumns,
    data: STOPS,
    state: { sorting: [{ id: 'facility', desc: true }] },
    manualSorting: true,
  });
  return createElement(DataTable<typeof sortable, Stop>, { table, label: 'Stops' });
}

/** The markup the server renders. */
const render = (data: Stop[], props: Omit<ScreenProps, 'data'> = {}) =>
  renderToStaticMarkup(createElement(Screen, { data, ...props }));

describe('DataTable', () => {
  it('renders the header and a row per record, named for assistive technology', () => {
    const html = render(STOPS);
    expect(html).toContain('<table class="table" aria-label="Stops" data-testid="stops">');
    expect(html).toContain('<th scope="col">Facility</th><th scope="col">Amount</th>');
    expect(html).toContain('<span class="sr-only">Actions</span>');
    expect(html).toContain('<tr class="row-s1"><td>Joliet DC</td><td>$112.5</td><td></td></tr>');
    expect(html).toContain('<tr class="row-s2"><td>Gary Yard</td><td>$0</td><td></td></tr>');
    expect(html).not.toContain('data-label');
  });

  it('labels each cell with its column header for the phone’s card layout', () => {
    const html = render(STOPS, { cards: true });
    expect(html).toContain('class="table table-cards"');
    expect(html).toContain('<td data-label="Facility">Joliet DC</td><td data-label="Amount">$112.5</td><td></td>');
  });

  it('shows the empty state instead of an empty table, or an empty body without one', () => {
    expect(render([], { empty: 'No stops yet.' })).toBe('No stops yet.');
    expect(render([])).toContain('<tbody></tbody>');
  });

  it('makes sortable headers buttons that say the order', () => {
    const html = renderToStaticMarkup(createElement(Sorted));
    expect(html).toContain(
      '<th scope="col" aria-sort="descending"><button type="button" class="th-sort">Facility<span aria-hidden="true"> ▼</span></button></th>',
    );
    expect(html).toContain('<th scope="col">Amount</th>');
  });
});
