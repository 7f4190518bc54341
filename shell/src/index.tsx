import { startEarlyReads } from './shared/api/early.ts';
import { warmIntlOffThread } from './shared/intl-warm.ts';
import { rememberTimeZone } from './shared/time-zone.ts';

// The Intl data's worker first, as the page's first act: its thread needs a while to start, and the first
// render waits for it (see bootstrap.tsx).
warmIntlOffThread(rememberTimeZone);
// This script's own task also starts the federation runtime (before this module runs), the longest task of
// every page's start on a phone: what this module starts goes into tasks of their own after it. First the
// session check and the remote manifest, in parallel rather than after the app's code loads (the page's Link
// header has the reads on their way already; these take its answers).
setTimeout(startEarlyReads, 0);
// Module Federation negotiates shared libraries before the app starts: the app lives behind this boundary,
// started in a task after those.
setTimeout(() => import('./bootstrap.tsx'), 0);
