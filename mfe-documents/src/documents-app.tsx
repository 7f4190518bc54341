import './documents.css';
import { matchRoute, usePathname } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { DocumentsPage } from './features/documents/components/documents-page.tsx';

const ROUTES = [{ path: '/documents' }, { path: '/documents/:eventId' }] as const;

/** The documents area: routes its paths to screens. */
export function DocumentsApp({ session }: ScreenProps) {
  const pathname = usePathname();
  const match = matchRoute(ROUTES, pathname);
  if (!match) return null;
  const eventId = match.params.eventId ?? null;
  // Keyed by event, so moving between events starts each list and upload panel fresh.
  return <DocumentsPage key={eventId ?? 'all'} session={session} eventId={eventId} />;
}
