import { PageButtons } from '@dwell/ui/components/page-nav.tsx';
import type { PaginationState } from '@tanstack/react-table';

interface PagerProps {
  total: number;
  pagination: PaginationState;
  pages: number;
  /** Goes to a page, from 1. */
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Rows shown, rows per page, and previous/next for the server-paged table. */
export function Pager({ total, pagination, pages, onPage, onPageSize }: PagerProps) {
  return (
    <nav className="row-between" aria-label="Pages">
      <span className="small muted">
        {total === 0
          ? 'No events'
          : `${pagination.pageIndex * pagination.pageSize + 1}–${Math.min(total, (pagination.pageIndex + 1) * pagination.pageSize)} of ${total}`}
      </span>
      <div className="row">
        <label className="small" htmlFor="page-size">
          Rows
        </label>
        <select
          id="page-size"
          className="select select-sm"
          value={pagination.pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
        >
          {[10, 25, 50, 100].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <PageButtons page={pagination.pageIndex + 1} pages={pages} onPage={onPage} />
      </div>
    </nav>
  );
}
