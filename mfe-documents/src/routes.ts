import { DOCUMENTS_PAGE_SIZE } from '@dwell/core/paging';
import { defineRoutes } from '@dwell/ui/lib/remote-routes.ts';

/** The list's first page as the screen asks for it: every category, newest first. */
const firstPage = (eventId: string | null) => ({
  key: ['documents', { eventId, q: '', category: 'all', dir: 'desc' }, 1],
  path: `/api/documents?${eventId ? `eventId=${eventId}&` : ''}category=all&sort=date&dir=desc&page=1&pageSize=${DOCUMENTS_PAGE_SIZE}`,
});

/** Every path of the documents area, declared once (see mfe-events/src/routes.ts for what each part does). */
export const ROUTES = defineRoutes([
  {
    path: '/documents',
    access: 'subscribed',
    screen: 'documents',
    title: 'Documents',
    nav: { label: 'Documents', order: 80 },
    reads: [firstPage(null)],
  },
  {
    path: '/documents/:eventId',
    access: 'subscribed',
    screen: 'documents',
    title: 'Documents',
    reads: [firstPage(':eventId')],
  },
]);

export type DocumentsScreen = (typeof ROUTES)[number]['screen'];
