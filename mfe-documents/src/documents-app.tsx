import './documents.css';
import { matchRoute } from '@dwell/core/route-match';
import { usePathname } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { DocumentsPage } from './features/documents/components/documents-page.tsx';
import { ROUTES } from './routes.ts';

/** The documents area: its one screen, for every path routes.ts declares. */
export function DocumentsApp({ session }: ScreenProps) {
  const pathname = usePathname();
  const match = matchRoute(ROUTES, pathname);
  if (!match) return null;
  const eventId = match.params.eventId ?? null;
  // Keyed by event, so moving between events starts each list and upload panel fresh.
  return <DocumentsPage key={eventId ?? 'all'} session={session} eventId={eventId} title={match.route.title} />;
}
