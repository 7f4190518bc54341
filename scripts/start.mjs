// npm start: build every front end, prepare the local database, and serve the whole app.
import { buildAll } from './build.mjs';
import { startStack } from './stack.mjs';

const port = Number(process.env.PORT ?? 8787);
await buildAll();
const { url, child } = await startStack({ port });
console.log(`
Dwell is running at ${url}
Demo login: demo@dwell.test / DwellDemo!2026  (carrier_admin of Demo Freight Co, subscribed)
Dev mailbox: ${url}/api/dev/mailbox
Stop with Ctrl+C.`);
const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
