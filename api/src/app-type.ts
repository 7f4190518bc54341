// The published type of the API, for hono/client callers (the ui package and outside programs).
export type { AppType } from './app.ts';
// The published type of /api/v1 alone, for programs calling it with an API key.
export type { V1Type } from './routes/v1/index.ts';
