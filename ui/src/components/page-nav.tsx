import { useMemo, useState } from 'react';

interface PageNavProps {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** How many rows the whole list holds. */
  total: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name, when the screen has more than one paged list. */
  label?: string;
}

/** How many pages a list of `total` rows takes, `pageSize` to a page (an empty list is one empty page). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Previous, the page the reader is on of `pages`, and Next. */
export function PageButtons({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  // One group: on a narrow screen it moves to a line of its own whole, Next never alone under the rest.
  return (
    <span className="page-buttons">
      <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="small">
        Page {page} of {pages}
      </span>
      <button type="button" className="btn btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </span>
  );
}

/**
 * Previous and Next over a list's pages (the API's, or usePagedRows' of a list the page holds), with the page the
 * reader is on. Nothing when one page holds the whole list.
 */
export function PageNav({ page, pageSize, total, onPage, label = 'Pages' }: PageNavProps) {
  const pages = pageCount(total, pageSize);
  if (pages === 1) return null;
  return (
    <nav className="row" aria-label={label}>
      <PageButtons page={page} pages={pages} onPage={onPage} />
    </nav>
  );
}

/**
 * A list the page holds whole, shown `pageSize` rows at a time: the rows of the page the reader is on and the
 * props of its PageNav. A different `rows` array (another filter, another range: pass a memoized one) starts again
 * at page 1.
 */
export function usePagedRows<T>(rows: readonly T[], pageSize: number): { rows: T[]; nav: PageNavProps } {
  const [at, setAt] = useState({ rows, page: 1 });
  const page = at.rows === rows ? at.page : 1;
  const shown = useMemo(() => rows.slice((page - 1) * pageSize, page * pageSize), [rows, page, pageSize]);
  return { rows: shown, nav: { page, pageSize, total: rows.length, onPage: (next) => setAt({ rows, page: next }) } };
}
