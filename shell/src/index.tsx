import { startEarlyReads } from './shared/api/early.ts';
import { warmIntlOffThread } from './shared/intl-warm.ts';
import { rememberTimeZone } from './shared/time-zone.ts';

// The session check and the remote manifest start now, in parallel, rather than after the app's code loads.
startEarlyReads();
warmIntlOffThread(rememberTimeZone);
// Module Federation negotiates shared libraries before the app starts: the app lives behind this boundary,
// started in a task after this one (a phone's main thread is never held for the whole start in one piece).
setTimeout(() => import('./bootstrap.tsx'), 0);
