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
