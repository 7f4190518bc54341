// The browser's first Intl format loads its locale and time zone data, once for the whole page process: 60-170 ms
// of a phone's main thread (4x CPU). Done here first, on a thread of its own, the app's first money and date
// formats on the main thread take 1-8 ms. Started by the shell's first script (src/shared/intl-warm.ts), which
// takes the browser's time zone from the answer, so the page itself never loads that data to learn it.
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', dateStyle: 'medium', timeStyle: 'short' }).format(0);
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
postMessage(zone);
close();
