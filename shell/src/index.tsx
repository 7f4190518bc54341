import { startEarlyReads } from './shared/api/early.ts';
import { warmIntlOffThread } from './shared/intl-warm.ts';
import { rememberTimeZone } from './shared/time-zone.ts';

// This script's own task also starts the federation runtime (before this module runs), the longest task of
// every page's start on a phone: what this module starts goes into tasks of their own after it. First the
// session check, the remote manifest and the Intl data, in parallel rather than after the app's code loads (the
// page's Link header has the reads on their way already; these take its answers).
setTimeout(() => {
  startEarlyReads();
  warmIntlOffThread(rememberTimeZone);
}, 0);
// Module Federation negotiates shared libraries before the app starts: the app lives behind this boundary,
// started in a task after those.
setTimeout(() => import('./bootstrap.tsx'), 0);
