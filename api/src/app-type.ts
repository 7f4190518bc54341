// The published type of the API, for hono/client callers (the ui package and outside programs).
export type { AppType } from './app.ts';
