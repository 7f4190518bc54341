/**
 * docs/product.md states the rules the code implements; this keeps it from drifting: every anchor a file links
 * to exists, every message it quotes is one the product shows, and the numbers it gives are the code's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ALERT_LEAD_MINUTES } from '@dwell/core/alert-thresholds';
import {
  ADMIN_USER_LIST_LIMIT,
  COUNTDOWN,
  DEFAULT_POLICY,
  FLEET_SIZES,
  MAX_CONCURRENT_SESSIONS,
  ONBOARDING_POINTS,
  PASSWORD_MIN_LOGIN,
  PASSWORD_MIN_SIGNUP,
  PHONE_MIN_LENGTH,
  PLAN,
  POST_PAYMENT_WAIT_MS,
  RELATED_ARTICLES_MAX,
  SESSION,
  SUBSCRIPTION_RECHECK_MS,
  UPLOAD_MAX_BYTES,
  USAGE_REACHED_PERCENT,
  USAGE_WARNING_PERCENT,
  WEBHOOK_WAIT,
} from '@dwell/core/constants';
import { DEFAULT_DETENTION_POLICY } from '@dwell/core/detention';
import { MAX_RANGE_DAYS } from '@dwell/core/report-periods';
import { OPEN_STOP_DEFAULTS } from '@dwell/core/schemas/events';
import { INVITATION_LIFETIME_MS } from '@dwell/core/schemas/team';
import { TIERS } from '@dwell/core/tiers';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'types-dist', '.wrangler', '.git', 'results', 'screenshots']);
const DOCS = { 'product.md': read('docs/product.md'), 'architecture.md': read('docs/architecture.md') };

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** Repository paths of the files under a folder whose names match. */
function files(dir: string, name: RegExp): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory() && !SKIP.has(entry.name)) found.push(...files(path, name));
    else if (entry.isFile() && name.test(entry.name)) found.push(path);
  }
  return found;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

const anchors = (doc: string) => new Set([...doc.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1] ?? '')));

/** One line of a table of product.md, by its first cell. */
const row = (label: string) =>
  DOCS['product.md'].split('\n').find((line) => line.startsWith(`| ${label} |`)) ?? `(no row '${label}')`;

describe('docs/product.md', () => {
  it('has every anchor a file of the repository or the docs link to', () => {
    const sources = [...files('', /\.(ts|tsx|mjs|css|md)$/)].filter((path) => !path.startsWith('docs/'));
    const links: string[] = [];
    for (const path of sources) {
      for (const m of read(path).matchAll(/docs\/(product|architecture)\.md#([\w-]+)/g))
        links.push(`${m[1]}.md#${m[2]} (${path})`);
    }
    for (const [name, text] of Object.entries(DOCS)) {
      for (const m of text.matchAll(/\]\((product\.md|architecture\.md)?#([\w-]+)\)/g))
        links.push(`${m[1] ?? name}#${m[2]} (docs/${name})`);
    }
    const missing = links.filter((link) => {
      const [doc = '', rest = ''] = link.split('#');
      return !anchors(DOCS[doc as keyof typeof DOCS] ?? '').has(rest.split(' ')[0] ?? '');
    });
    expect(links.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('quotes only messages the product shows, word for word', () => {
    // Template literals and placeholders compare by name: `${claim.number}` and '{number}' are the same slot.
    const normalise = (text: string) =>
      text
        .replace(/\$\{[^}]*?([\w$]+)\s*\}/g, '{$1}')
        .replace(/\{(\w[\w ]*)\}/g, (_, name: string) => `{${name.replace(/ /g, '').toLowerCase()}}`)
        .replace(/&amp;/g, '&')
        .replace(/\\'/g, "'")
        .replace(/\s+/g, ' ');
    const remotes = readdirSync(ROOT).filter((name) => name.startsWith('mfe-'));
    const code = ['core/src', 'api/src', 'ui/src', 'shell/src', ...remotes.map((name) => `${name}/src`)]
      .flatMap((dir) => files(dir, /\.tsx?$/))
      .filter((path) => !/\.test\.tsx?$/.test(path));
    const product = normalise(code.map(read).join('\n'));
    const prose = DOCS['product.md'].replace(/`[^`]*`/g, '').replace(/\s+/g, ' ');
    const quoted = [...prose.matchAll(/"([^"]+)"/g)].map((m) => normalise(m[1] ?? ''));
    expect(quoted.length).toBeGreaterThan(50);
    expect(quoted.filter((text) => !product.includes(text))).toEqual([]);
  });

  it('gives the plan, session and limit numbers the code uses', () => {
    expect(row('Plan price')).toContain(`$${PLAN.priceCents / 100} per month`);
    expect(row('Money-back guarantee')).toContain(`${PLAN.moneyBackDays} days`);
    expect(row('Idle timeout')).toContain(`${SESSION.idleTimeoutMs / 60_000} minutes`);
    expect(row('Absolute session lifetime')).toContain(`${SESSION.absoluteMaxMs / 3_600_000} hours`);
    expect(row('Session warning')).toContain(`${SESSION.warningBeforeMs / 60_000} minutes`);
    expect(row('Session extension')).toContain(`${SESSION.extensionMs / 60_000} minutes`);
    expect(row('Sessions per user')).toContain(`${MAX_CONCURRENT_SESSIONS}`);
    expect(row('Subscription re-check')).toContain(`every ${SUBSCRIPTION_RECHECK_MS / 60_000} minutes`);
    expect(row('Webhook wait')).toContain(
      `${WEBHOOK_WAIT.retries} retries, ${WEBHOOK_WAIT.firstDelayMs / 1000} s doubling to ${WEBHOOK_WAIT.maxDelayMs / 1000} s`,
    );
    expect(row('Post-payment wait')).toContain(`${POST_PAYMENT_WAIT_MS / 1000} seconds`);
    expect(row('Upload size')).toContain(`${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
    expect(row('Phone minimum')).toContain(`${PHONE_MIN_LENGTH} characters`);
    expect(row('Password minimum')).toContain(`${PASSWORD_MIN_LOGIN} at sign-in, ${PASSWORD_MIN_SIGNUP} when set`);
    expect(row('Onboarding')).toContain(`${ONBOARDING_POINTS} points`);
    expect(row('Usage meter')).toContain(`${USAGE_WARNING_PERCENT} %, reached at ${USAGE_REACHED_PERCENT} %`);
    expect(row('Countdown colours')).toContain(
      `amber at ${COUNTDOWN.amberAtMs / 1000} s, red at ${COUNTDOWN.redAtMs / 1000} s`,
    );
    expect(row('Admin user list')).toContain(`${ADMIN_USER_LIST_LIMIT} users`);
    expect(row('Related articles')).toContain(`${RELATED_ARTICLES_MAX}`);
    expect(row('Custom report range')).toContain(`${MAX_RANGE_DAYS} days`);
    expect(row('Fleet size bands')).toContain(FLEET_SIZES.join(', '));
    expect(row('Invitation link')).toContain(`${INVITATION_LIFETIME_MS / 86_400_000} days`);
    expect(row('Open stop confirm and limit')).toContain(
      `${OPEN_STOP_DEFAULTS.confirmHours} and ${OPEN_STOP_DEFAULTS.limitHours} hours`,
    );
    expect(row('Free-time warning')).toContain(`${ALERT_LEAD_MINUTES} minutes`);
  });

  it('gives the tier table and the default detention policy the code uses', () => {
    for (const [tier, { limits }] of Object.entries(TIERS)) {
      const cells = row(tier)
        .split('|')
        .map((cell) => cell.trim());
      const shown = (limit: number | null) => (limit === null ? 'unlimited' : String(limit));
      expect(cells.slice(3, 6), tier).toEqual([limits.maxEvents, limits.maxDocuments, limits.maxUsers].map(shown));
    }
    expect(row('Default free time and rate')).toContain(
      `${DEFAULT_POLICY.freeMinutes} minutes, $${(DEFAULT_POLICY.hourlyRateCents / 100).toFixed(2)} per hour`,
    );
    expect(row('free time')).toContain(`| ${DEFAULT_DETENTION_POLICY.freeMinutes} |`);
    expect(row('billing increment')).toContain(`| ${DEFAULT_DETENTION_POLICY.incrementMinutes} |`);
    expect(row('rounding')).toContain(`| ${DEFAULT_DETENTION_POLICY.rounding} |`);
    expect(row('late grace')).toContain(`| ${DEFAULT_DETENTION_POLICY.lateGraceMinutes} |`);
  });
});

describe('docs/architecture.md', () => {
  it('names files that exist', () => {
    const named = [...DOCS['architecture.md'].matchAll(/`((?:api|core|db|ui|shell|mfe-\w+|scripts)\/[\w./-]+\.\w+)`/g)];
    const paths = named.map((m) => m[1] ?? '');
    expect(paths.length).toBeGreaterThan(10);
    const all = new Set(files('', /./).map((path) => relative('', path)));
    expect(paths.filter((path) => !all.has(path))).toEqual([]);
  });
});
