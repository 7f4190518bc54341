/**
 * The federation SDK as a built page runs it: all of it, with the runtime's debug switch off rather than read from
 * localStorage (federation.ts puts this module in place of `@module-federation/sdk` in production builds; the
 * SDK's own logger still reads it, only when it writes a message).
 * The runtime asks for the switch as it starts, inside the page's first script, and a page's first localStorage
 * access is a synchronous call to the browser process: 2–20 ms on this machine, which a phone's simulated CPU
 * counts four times, in the longest task of every page's start. The page's first read is then the app's own,
 * later: the remote manifest's known routes, once its answer is in. Development builds keep the switch
 * (FEDERATION_DEBUG in localStorage, for the federation devtools).
 */
export * from '@dwell/federation-sdk-esm';
export const isDebugMode = (): boolean => false;
