import { RemoteScreen } from '../remotes/remote-screen.tsx';
import { HeaderFrame, HeaderSearch } from './header.tsx';
import { LayoutFrame } from './main-layout.tsx';
import { SidebarFrame } from './sidebar.tsx';

const NO_PROPS = {};

/**
 * The signed-in layout with nothing of the user in it: the sidebar's box and brand, the header with the search
 * box's inert look, and a remote screen's box showing its loading page. The worker puts this markup in the page
 * of a signed-in screen (layout-frame.generated.html, kept equal to this by layout-frame.test.ts), so a phone
 * paints it with the page's first bytes; the script's first render puts the same boxes in its place, filled
 * with the user's links, menu and screen.
 */
export function PageFrame() {
  return (
    <LayoutFrame sidebar={<SidebarFrame />} header={<HeaderFrame search={<HeaderSearch props={NO_PROPS} />} />}>
      {/* The worker sets the route's remote, module and title here, or drops the box on a shell page. */}
      <RemoteScreen remote="events" expose="app" props={NO_PROPS} title="Title" />
    </LayoutFrame>
  );
}
