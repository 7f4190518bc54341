interface PageNavProps {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** How many rows the whole list holds. */
  total: number;
  onPage: (page: number) => void;
}

/** How many pages a list of `total` rows takes, `pageSize` to a page (an empty list is one empty page). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Previous, the page the reader is on of `pages`, and Next. */
export function PageButtons({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <>
      <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="small">
        Page {page} of {pages}
      </span>
      <button type="button" className="btn btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </>
  );
}

/**
 * Previous and Next over a list the API pages, with the page the reader is on. Nothing when one page holds the
 * whole list.
 */
export function PageNav({ page, pageSize, total, onPage }: PageNavProps) {
  const pages = pageCount(total, pageSize);
  if (pages === 1) return null;
  return (
    <nav className="row" aria-label="Pages">
      <PageButtons page={page} pages={pages} onPage={onPage} />
    </nav>
  );
}
