/// <reference types="vite/client" />
/**
 * SECURITY.md names the test proving each requirement; every file it names must exist and every test name
 * (up to an ellipsis) must be in that file, so the document cannot drift from the suite. Every number it
 * states about a protection is the one the code enforces.
 */
import { INVITATION_LIFETIME_MS } from '@dwell/core/schemas/team';
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import doc from '../../../SECURITY.md?raw';
import { newId } from '@dwell/core/ids';
import { JSON_BODY_LIMIT } from '../../src/app.ts';
import { MAX_ACTIVE_KEYS, parseToken } from '../../src/lib/api-keys/keys.ts';
import { EMAILS_PER_ADDRESS, EMAILS_PER_IP } from '../../src/lib/email.ts';
import { SCRYPT_PARAMS } from '@dwell/core/server/password';
import { SESSION_ID_BYTES, SESSION_SECRET_BYTES } from '../../src/lib/sessions.ts';
import {
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_IP,
  SIGN_IN_WINDOW_MS,
} from '../../src/lib/sign-in-throttle.ts';
import { EMAILED_TOKEN_BYTES } from '@dwell/core/server/tokens';
import { IDEMPOTENCY_TTL_MS } from '../../src/middleware/idempotency.ts';
import { JSON_MAX_DEPTH, JSON_MAX_KEYS } from '../../src/middleware/json-limits.ts';
import { TOKEN_LIFETIME_MS } from '../../src/routes/auth/queries.ts';
import { issueKey } from '../../src/lib/api-keys/keys.ts';
import { tenant } from './world.ts';
import { call, db } from '../fixtures/http.ts';

const sources = import.meta.glob(['../../**/*.test.ts', '../../../e2e/tests/*.e2e.ts', '../../../scripts/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Source of a file as SECURITY.md names it: a repository path, or a bare name in api/test/security. */
function sourceOf(name: string): string | undefined {
  const path = name.includes('/') ? name : `api/test/security/${name}`;
  // Glob keys are relative to this file; resolved against it they become repository paths.
  const key = Object.keys(sources).find(
    (k) => new URL(k, 'file:///repo/api/test/security/').pathname === `/repo/${path}`,
  );
  return key ? sources[key] : undefined;
}

/** Every `file` › name reference in the requirement tables (a name runs to the next `;`, `|` or `(`). */
function references(): { file: string; name: string | null }[] {
  const refs: { file: string; name: string | null }[] = [];
  for (const line of doc.split('\n').filter((l) => l.startsWith('| V') || l.startsWith('| Load'))) {
    const cell = line.split('|').slice(-2)[0] ?? '';
    let file = '';
    for (const part of cell.split(/;\s*/)) {
      const named = /`([^`]+\.(?:test|e2e)\.ts)`/.exec(part);
      if (named?.[1]) file = named[1];
      const name = /›\s*([^(|]+)/.exec(part)?.[1]?.trim() ?? null;
      if (file) refs.push({ file, name });
    }
  }
  return refs;
}

/** The text without line breaks, so a statement wrapped over two lines is still found. */
const flat = doc.replace(/\s*\n\s*/g, ' ');
const HOUR = 3_600_000;

describe('SECURITY.md', () => {
  it('names a test, not only a file, for every requirement it claims', () => {
    const bare = references().filter((ref) => ref.name === null);
    expect(bare).toEqual([]);
  });

  it('states the numbers the code enforces', async () => {
    const t = await tenant('Doc');
    const key = await issueKey(db(), t.id, t.people.carrier_admin.userId, { name: 'Doc', scopes: ['events:read'] });
    const hsts = (await call('/api/health')).headers.get('strict-transport-security') ?? '';
    const statements = [
      `both random (${SESSION_ID_BYTES * 8} and ${SESSION_SECRET_BYTES * 8} bits`,
      `Session ids ${SESSION_ID_BYTES * 8} bits + a ${SESSION_SECRET_BYTES * 8}-bit secret`,
      `Their secrets have ${EMAILED_TOKEN_BYTES * 8} random bits`,
      `invitation tokens ${EMAILED_TOKEN_BYTES * 8} bits`,
      `API key secrets ${(parseToken(key.token)?.secret.length ?? 0) * 5} bits`,
      `hosted billing pages carry ${(newId('x').length - 2) * 5} random bits`,
      `${SIGN_IN_FAILURES_PER_ADDRESS} wrong passwords per address or ${SIGN_IN_FAILURES_PER_IP} per IP address in ${SIGN_IN_WINDOW_MS / 60_000} minutes`,
      `per address (${EMAILS_PER_ADDRESS} an hour) and per IP address (${EMAILS_PER_IP} an hour)`,
      `scrypt (N=2^${Math.log2(SCRYPT_PARAMS.N)}, r=${SCRYPT_PARAMS.r}, p=${SCRYPT_PARAMS.p}, ${SCRYPT_PARAMS.saltBytes}-byte salt)`,
      `valid for ${TOKEN_LIFETIME_MS.password_reset / HOUR} hour`,
      `confirmation links and invitations work for ${TOKEN_LIFETIME_MS.email_confirm / (24 * HOUR)} days`,
      `capped at ${JSON_BODY_LIMIT / 1024} KiB`,
      `nested deeper than ${JSON_MAX_DEPTH} levels`,
      `more than ${JSON_MAX_KEYS} keys`,
      `The ${dictionary['passwords-common'].length.toLocaleString('en-US')} most common passwords`,
      `active API keys (${MAX_ACTIVE_KEYS})`,
      `a first answer is kept for ${IDEMPOTENCY_TTL_MS / HOUR} hours`,
      `HSTS \`${hsts}\``,
    ];
    expect(INVITATION_LIFETIME_MS).toBe(TOKEN_LIFETIME_MS.email_confirm);
    expect(statements.filter((statement) => !flat.includes(statement))).toEqual([]);
  });

  it('names only test files and tests that exist', () => {
    const refs = references();
    expect(refs.length).toBeGreaterThan(30);
    const missing = refs.flatMap(({ file, name }) => {
      const source = sourceOf(file);
      if (!source) return [`no file ${file}`];
      const words =
        name
          ?.split('…')[0]
          ?.trim()
          .replace(/^as V[\d.]+$/, '') ?? '';
      return words && !source.includes(words) ? [`no test "${words}" in ${file}`] : [];
    });
    expect(missing).toEqual([]);
  });
});
