import type { PaginationState } from '@tanstack/react-table';

interface PagerProps {
  total: number;
  pagination: PaginationState;
  pages: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (size: number) => void;
}

/** Rows shown, rows per page, and previous/next for the server-paged table. */
export function Pager({ total, pagination, pages, canPrevious, canNext, onPrevious, onNext, onPageSize }: PagerProps) {
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
        <button type="button" className="btn btn-sm" disabled={!canPrevious} onClick={onPrevious}>
          Previous
        </button>
        <span className="small">
          Page {pagination.pageIndex + 1} of {pages}
        </span>
        <button type="button" className="btn btn-sm" disabled={!canNext} onClick={onNext}>
          Next
        </button>
      </div>
    </nav>
  );
}
