import { ComingSoon } from '@dwell/ui/components/placeholder.tsx';
import { usePathname } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';

/** The account area: routes its paths to screens. */
export function AccountApp(_props: ScreenProps) {
  const pathname = usePathname();
  return <ComingSoon title="Account" what={`This screen (${pathname}) is being built.`} />;
}
