import { ComingSoon } from '@dwell/ui/components/placeholder.tsx';
import { usePathname } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';

/** The reports area: routes its paths to screens. */
export function ReportsApp(_props: ScreenProps) {
  const pathname = usePathname();
  return <ComingSoon title="Reports" what={`This screen (${pathname}) is being built.`} />;
}
