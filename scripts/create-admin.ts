/**
 * Creates a platform admin (docs/product.md#admin-pages), who is never created by signup.
 *
 *   npm run admin:create -- --email ops@example.com --password '…'            # local D1 of wrangler dev
 *   npm run admin:create -- --email ops@example.com --password '…' --remote   # the deployed D1
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { D1Database } from '@cloudflare/workers-types';
import { VALIDATION } from '@dwell/core/messages';
import { isCommonPassword } from '@dwell/core/server/common-passwords';
import { hashPassword } from '@dwell/core/server/password';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
  },
});
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !values.password || values.password.length < 12) {
  console.error('Usage: npm run admin:create -- --email <address> --password <at least 12 characters> [--remote]');
  process.exit(2);
}
if (await isCommonPassword(values.password)) {
  console.error(VALIDATION.passwordTooCommon);
  process.exit(2);
}
const id = `usr_admin_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
const hash = await hashPassword(values.password);
const now = Date.now();
const statements = [
  `INSERT INTO users (id, email, password_hash, email_confirmed_at, profile_completed, company_completed, first_event_logged, onboarding_completed, onboarding_progress, onboarding_steps_completed, notification_prefs, created_at, updated_at) VALUES ('${id}', '${email.replaceAll("'", "''")}', '${hash}', ${now}, 0, 0, 0, 0, 0, '{}', '{}', ${now}, ${now})`,
  `INSERT INTO user_roles (user_id, role_id, created_at) VALUES ('${id}', 'role_admin', ${now})`,
];

if (values.remote) {
  const root = join(import.meta.dirname, '..');
  execFileSync(
    join(root, 'node_modules', '.bin', 'wrangler'),
    ['d1', 'execute', 'DB', '--remote', '--command', statements.join('; ')],
    { stdio: 'inherit', cwd: root },
  );
} else {
  const persist = values['persist-to'];
  // Loaded only here: wrangler takes seconds to load, and a refused password never needs it.
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: join(import.meta.dirname, '..', 'wrangler.toml'),
    ...(persist ? { persist: { path: join(persist, 'v3') } } : {}),
  });
  try {
    await proxy.env.DB.batch(statements.map((s) => proxy.env.DB.prepare(s)));
  } finally {
    await proxy.dispose();
  }
}
console.log(`Platform admin ${email} created (${id}).`);
