import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FacilityRow } from '../api/get-facility-scorecards.ts';
import { FacilityTable, SCORECARD_PAGE_SIZE } from './scorecards.tsx';

const facilities: FacilityRow[] = Array.from({ length: 23 }, (_, i) => ({
  facilityId: `f${i + 1}`,
  name: i % 2 ? `Gary Yard ${i + 1}` : `Joliet DC ${i + 1}`,
  events: i + 1,
  avgWaitMinutes: 90,
  p90WaitMinutes: 150,
  billableShare: 0.5,
  detentionCents: 12_500,
}));

const render = (filter: string) => renderToStaticMarkup(createElement(FacilityTable, { rows: facilities, filter }));
const rowsOf = (html: string) => (html.match(/<tr>/g) ?? []).length - 1;

describe('FacilityTable', () => {
  it('shows its first page of rows, and the pages the rest take', () => {
    const html = render('');
    expect(SCORECARD_PAGE_SIZE).toBe(10);
    expect(rowsOf(html)).toBe(10);
    expect(html).toContain('Joliet DC 1<');
    expect(html).not.toContain('Gary Yard 12<');
    expect(html).toContain('aria-label="Facility scorecard pages"');
    expect(html).toContain('Page 1 of 3');
  });

  it('pages only the rows the filter keeps, and shows no pages when one holds them all', () => {
    const html = render('gary');
    expect(rowsOf(html)).toBe(10);
    expect(html).toContain('Page 1 of 2');
    const few = render('joliet dc 1');
    // Joliet DC 1, 11, 13, 15, 17, 19: six rows, one page.
    expect(rowsOf(few)).toBe(6);
    expect(few).not.toContain('aria-label="Facility scorecard pages"');
  });
});
