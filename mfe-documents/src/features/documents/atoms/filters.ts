import type { DocumentCategory } from '@dwell/core/schemas/documents';
import { atom } from 'jotai';

/** The list's search text (docs/product.md#validation: a case-insensitive substring of name or description). */
export const searchAtom = atom('');

/** The category filter; 'all' matches everything. */
export const categoryFilterAtom = atom<DocumentCategory | 'all'>('all');

/** Date order of the list: newest first by default, flipped by the sort toggle. */
export const sortDirAtom = atom<'asc' | 'desc'>('desc');
