import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_CONCURRENT_SESSIONS, SESSION } from '@dwell/core/constants';
import { describe, expect, it } from 'vitest';

const doc = readFileSync(join(import.meta.dirname, '..', 'SECURITY.md'), 'utf8');
const row = (label: string) => doc.split('\n').find((line) => line.startsWith(`| ${label} |`)) ?? '';

describe('SECURITY.md documents the session rules the code enforces', () => {
  it('V7.1.1 documents the inactivity timeout and absolute lifetime, matching the enforced values', () => {
    expect(row('Inactivity timeout')).toContain(`${SESSION.idleTimeoutMs / 60_000} minutes`);
    expect(row('Absolute maximum lifetime')).toContain(`${SESSION.absoluteMaxMs / 3_600_000} hours`);
    expect(doc).toContain('NIST SP 800-63B');
  });

  it('V7.1.2 documents how many concurrent sessions a user may hold and what happens beyond', () => {
    expect(row('Concurrent sessions per user')).toContain(`${MAX_CONCURRENT_SESSIONS};`);
    expect(row('Concurrent sessions per user')).toContain('ends the oldest');
  });
});
