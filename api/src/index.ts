import { app } from './app.ts';

export { CompanyHub } from './durable/company-hub.ts';
export { SessionTimer } from './durable/session-timer.ts';

export default app;
