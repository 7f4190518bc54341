// Without zod: the screens that only name the categories (an event's Documents tab) do not load the validation library.

/** Categories of docs/product.md#documents-page, in the order the screens list them. */
export const DOCUMENT_CATEGORIES = ['check-in', 'loading', 'detention', 'billing', 'other'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** The labels of docs/product.md#documents-page's Category select and filter. */
export const CATEGORY_LABELS: Record<DocumentCategory, string> = {
  'check-in': 'Check-in Documents',
  loading: 'Loading Documents',
  detention: 'Detention Proof',
  billing: 'Billing Documents',
  other: 'Other',
};
