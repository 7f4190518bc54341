/** docs/product.md#admin-pages: active green, inactive red, anything else grey; a missing value reads 'unknown'. */
export function StatusBadge({ status }: { status: string | null }) {
  const tone = status === 'active' ? 'badge-success' : status === 'inactive' ? 'badge-danger' : 'badge-neutral';
  return <span className={`badge ${tone}`}>{status ?? 'unknown'}</span>;
}
