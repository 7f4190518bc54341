import { exposeScreen } from '@dwell/ui/lib/bridge.tsx';
import { AccountApp, ready } from './account-app.tsx';

/** The shell starts a screen's own chunk with the area's code (ui/lib/lazy-screens.ts). */
export { warm } from './account-app.tsx';

export default exposeScreen('account', AccountApp, { ready });
