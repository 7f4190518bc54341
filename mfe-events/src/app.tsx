import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { EventsApp, ready } from './events-app.tsx';

/** The shell starts a screen's own chunk with the area's code (ui/lib/lazy-screens.ts). */
export { warm } from './events-app.tsx';

export default exposeScreen('events', EventsApp, { ready });
