import { app } from './app.ts';

export { SessionTimer } from './durable/session-timer.ts';

export default app;
