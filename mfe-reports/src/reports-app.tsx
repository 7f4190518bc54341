import { EmptyState } from '@dwell/ui/components/feedback.tsx';
import { matchRoute } from '@dwell/core/route-match';
import { usePathname } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { ReportsScreen } from './features/reports/components/reports-screen.tsx';
import { ROUTES } from './routes.ts';

/** The reports area: the paths routes.ts declares; the dashboard's widgets are exposed on their own (see rsbuild.config.ts). */
export function ReportsApp(props: ScreenProps) {
  const pathname = usePathname();
  const match = matchRoute(ROUTES, pathname);
  if (match) return <ReportsScreen {...props} title={match.route.title} />;
  return <EmptyState title="Not found" hint={`Nothing lives at ${pathname} in the reports area.`} />;
}
