import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrateLocal } from './migrate.ts';

const ROOT = join(import.meta.dirname, '..');
const state = mkdtempSync(join(tmpdir(), 'dwell-migrate-'));
afterAll(() => rmSync(state, { recursive: true, force: true }));

it('applies every migration to each database once, and leaves wrangler nothing to apply', async () => {
  const migrations = readdirSync(join(ROOT, 'db', 'migrations')).filter((name) => name.endsWith('.sql'));
  const first = (await migrateLocal(join(state, 'v3'))).split('\n');
  expect(first.map((line) => line.split(':')[0])).toEqual(['DB', 'COMPANY_DB_1', 'COMPANY_DB_2']);
  for (const line of first) expect(line).toBe(`${line.split(':')[0]}: applied ${migrations.sort().join(', ')}`);

  expect(await migrateLocal(join(state, 'v3'))).toBe(
    'DB: up to date\nCOMPANY_DB_1: up to date\nCOMPANY_DB_2: up to date',
  );
  // The same migrations table and rows as `wrangler d1 migrations apply`, which finds nothing left to do.
  const wrangler = execFileSync(
    join(ROOT, 'node_modules', '.bin', 'wrangler'),
    ['d1', 'migrations', 'apply', 'COMPANY_DB_2', '--local', '--persist-to', state],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' } },
  );
  expect(wrangler).toContain('No migrations to apply');
}, 60_000);
