import { ComingSoon } from '@dwell/ui/components/placeholder.tsx';
import { usePathname } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';

/** The documents area: routes its paths to screens. */
export function DocumentsApp(_props: ScreenProps) {
  const pathname = usePathname();
  return <ComingSoon title="Documents" what={`This screen (${pathname}) is being built.`} />;
}
