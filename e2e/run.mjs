// npm run test:e2e: builds the app, starts it on a fresh local database, and runs the browser tests
// in Debian's Chromium. Installs chromium and the emoji font with apt-get when missing and we are root.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll } from '../scripts/build.mjs';
import { bin, ROOT, run } from '../scripts/lib.mjs';
import { startStack } from '../scripts/stack.mjs';

export const CHROMIUM = '/usr/bin/chromium';

// The emoji font: the app's texts carry a few (SPEC.md's "Subscription: Active ✅"), and without it the README's
// screenshots show an empty box in their place.
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

function ensureBrowser() {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(existsSync(EMOJI_FONT) ? [] : ['fonts-noto-color-emoji']),
  ];
  if (missing.length === 0) return;
  if (process.getuid?.() === 0) {
    console.log(`Installing ${missing.join(' and ')} with apt-get…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else if (!existsSync(CHROMIUM)) {
    console.error(
      'The e2e tests need Debian Chromium at /usr/bin/chromium. Install it with: sudo apt-get install chromium fonts-noto-color-emoji',
    );
    process.exit(1);
  } else {
    console.warn('No emoji font (sudo apt-get install fonts-noto-color-emoji): screenshots show a box for each emoji.');
  }
}

ensureBrowser();
const port = Number(process.env.E2E_PORT ?? 8799);
// The events remote also runs on its own origin in remote-origin.e2e.ts: the shell's CSP allows it, as a deploy
// with a remote on its own origin does (README, "One part at a time").
const remotePort = port + 1;
process.env.DWELL_REMOTE_ORIGINS = `http://127.0.0.1:${remotePort}`;
await buildAll();
const persistTo = mkdtempSync(join(tmpdir(), 'dwell-e2e-'));
// Webhooks out retry after 2, 4 and 8 seconds and are dead after the 4th attempt (production: 60 s doubling,
// 10 attempts), so webhooks.e2e.ts sees a retry succeed and a delivery reach the dead-letter list in seconds.
const stack = await startStack({
  port,
  persistTo,
  quiet: true,
  vars: { WEBHOOK_RETRY_BASE_SECONDS: '2', WEBHOOK_MAX_ATTEMPTS: '4' },
});
let failed = false;
try {
  await run(bin('vitest'), ['run', '--config', join(ROOT, 'e2e', 'vitest.config.ts'), ...process.argv.slice(2)], {
    env: {
      E2E_BASE_URL: stack.url,
      E2E_PERSIST_TO: persistTo,
      E2E_REMOTE_PORT: String(remotePort),
      E2E_RECEIVER_PORT: String(port + 2),
    },
  });
} catch {
  failed = true;
} finally {
  stack.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
