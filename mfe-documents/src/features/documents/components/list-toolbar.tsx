import { CATEGORY_LABELS, DOCUMENT_CATEGORIES, type DocumentCategory } from '@dwell/core/schemas/documents';
import { useAtom } from 'jotai';
import { categoryFilterAtom, searchAtom, sortDirAtom } from '../atoms/filters.ts';

/** Search box, category filter and sort-direction toggle of the document list (docs/product.md#documents-page). */
export function ListToolbar() {
  const [search, setSearch] = useAtom(searchAtom);
  const [category, setCategory] = useAtom(categoryFilterAtom);
  const [dir, setDir] = useAtom(sortDirAtom);
  return (
    <div className="row docs-toolbar">
      <input
        type="search"
        className="input docs-search"
        placeholder="Search documents..."
        aria-label="Search documents"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <select
        className="select docs-filter"
        aria-label="Filter by category"
        value={category}
        onChange={(event) => setCategory(event.target.value as DocumentCategory | 'all')}
      >
        <option value="all">All Documents</option>
        {DOCUMENT_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {CATEGORY_LABELS[value]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn"
        onClick={() => setDir(dir === 'desc' ? 'asc' : 'desc')}
        title="Sort by date"
      >
        {dir === 'desc' ? 'Newest first' : 'Oldest first'}
        <span aria-hidden="true">{dir === 'desc' ? ' ↓' : ' ↑'}</span>
      </button>
    </div>
  );
}
