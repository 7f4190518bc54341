/**
 * The page's ask to the service worker (shell/public/sw.js) to keep every remote's files too. Declared here once:
 * the build writes it into the worker's `BUILD` (scripts/build.mjs), the page and the e2e helper send it.
 */
export const FILL_MESSAGE = { type: 'fill' } as const;
