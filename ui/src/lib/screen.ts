import type { SessionInfo } from '@dwell/core/session';

/**
 * What the shell hands every remote screen. Routing needs nothing here (every bundle reads the address
 * through ui's router); the session is passed so a screen does not ask the API for it again.
 */
export interface ScreenProps {
  session: SessionInfo;
  /** The screen's title as its route declares it (the remote's routes.ts): shown at once while it loads. */
  title?: string;
}

/**
 * What an exposed screen module's default export makes for the shell: `render` mounts the screen in the box
 * the shell gives it (or updates it there with new props), `destroy` takes it down.
 */
export interface ScreenProvider {
  /**
   * `hydrate`: the box holds this screen as the worker drew it into the page (ui/src/lib/prerender.tsx), to be
   * taken over in place; the promise then resolves once it is the app's own.
   * `whole`: a route's whole screen (a navigation to it), whose first pass in an empty box is its frame
   * (useFramed): rendered in one task, so the tap is answered by the next paint; a widget's mount is sliced.
   */
  render(info: Record<string, unknown> & { dom: HTMLElement; hydrate?: boolean; whole?: boolean }): Promise<void>;
  destroy(info: { dom: HTMLElement }): void;
}
