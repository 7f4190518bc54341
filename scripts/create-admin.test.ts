import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VALIDATION } from '@dwell/core/messages';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** Runs `npm run admin:create` as an operator would, without a database: every refusal comes before one. */
function createAdmin(...args: string[]) {
  return spawnSync(join(ROOT, 'node_modules', '.bin', 'node'), ['scripts/create-admin.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_LOG: 'error' },
  });
}

describe('npm run admin:create', { timeout: 30_000 }, () => {
  it.each(['password1234', 'Qwerty123456'])('refuses the common password %s before any write', (password) => {
    const persistTo = mkdtempSync(join(tmpdir(), 'dwell-admin-'));
    try {
      const run = createAdmin('--email', 'ops@example.com', '--password', password, '--persist-to', persistTo);
      expect(run.status).toBe(2);
      expect(run.stderr.trim()).toBe(VALIDATION.passwordTooCommon);
      expect(run.stdout).not.toContain('created');
      // No local database was even opened.
      expect(existsSync(join(persistTo, 'v3'))).toBe(false);
    } finally {
      rmSync(persistTo, { recursive: true, force: true });
    }
  });

  it('still refuses a password under 12 characters with its usage line', () => {
    const run = createAdmin('--email', 'ops@example.com', '--password', 'short-pw');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('at least 12 characters');
  });
});
