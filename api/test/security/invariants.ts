/**
 * What every stored row must satisfy, as SQL that selects the rows breaking it: the schemas' rules for what
 * was written through them, and the all-or-nothing rules of the multi-step writes. The fuzz and fault tests
 * run all of them afterwards. A new table with validated input gets its rules here.
 */
import { env } from 'cloudflare:test';
import { FLEET_SIZES } from '@dwell/core/constants';
import { DOCUMENT_CATEGORIES, DOCUMENT_DESCRIPTION_MAX } from '@dwell/core/schemas/documents';

const list = (values: readonly string[]) => values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');

export const INVARIANTS: { rule: string; sql: string }[] = [
  {
    rule: 'user emails are trimmed, lower-case, at most 254 characters, shaped like an address',
    sql: "SELECT id FROM users WHERE email <> lower(trim(email)) OR length(email) > 254 OR email NOT LIKE '%_@_%._%'",
  },
  {
    rule: 'company names are trimmed and 1 to 120 characters long; fleet sizes come from the list',
    sql: `SELECT id FROM companies WHERE name <> trim(name) OR length(name) NOT BETWEEN 1 AND 120 OR fleet_size NOT IN (${list(FLEET_SIZES)})`,
  },
  {
    rule: 'every user has a role, every company a carrier_admin (signup is one batch)',
    sql: `SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM user_roles)
      UNION ALL SELECT id FROM companies WHERE id NOT IN (
        SELECT u.company_id FROM users u JOIN user_roles r ON r.user_id = u.id WHERE r.role_id = 'role_carrier_admin')`,
  },
  {
    rule: `documents have a listed category, a non-empty trimmed description of at most ${DOCUMENT_DESCRIPTION_MAX} characters or none, and a file name without separators or control characters`,
    sql: `SELECT id FROM event_documents WHERE category NOT IN (${list(DOCUMENT_CATEGORIES)})
      OR (description IS NOT NULL AND (description = '' OR description <> trim(description) OR length(description) > ${DOCUMENT_DESCRIPTION_MAX}))
      OR name = '' OR name <> trim(name) OR instr(name, '/') > 0 OR instr(name, char(92)) > 0 OR instr(name, char(0)) > 0`,
  },
  {
    rule: 'every document has its "uploaded" evidence entry (row and log are one batch)',
    sql: `SELECT d.id FROM event_documents d WHERE NOT EXISTS (
      SELECT 1 FROM evidence_log e WHERE e.document_id = d.id AND e.action = 'uploaded')`,
  },
];

/** Every rule with the ids of the rows breaking it; empty when all rows are valid. */
export async function brokenRows(): Promise<string[]> {
  const broken: string[] = [];
  for (const { rule, sql } of INVARIANTS) {
    const rows = await env.DB.prepare(sql).all<{ id: string }>();
    if (rows.results.length) broken.push(`${rule}: ${rows.results.map((r) => r.id).join(', ')}`);
  }
  return broken;
}

/**
 * Accounting of the requests themselves, written for refused requests too by design: every use of an API key
 * is audited, a key's rate-limit window is counted before its input is read, and every request to an
 * integration's webhook is logged in its deliveries (a wrong signature must show on the admin's screen).
 */
const REQUEST_LOGS = ['api_key_audit', 'rate_limits', 'integration_deliveries'];

/** Row counts of every table (request logs aside), to prove a refused request wrote nothing. */
export async function rowCounts(): Promise<Record<string, number>> {
  const listed = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string }>();
  const names = listed.results.map((r) => r.name).filter((n) => !REQUEST_LOGS.includes(n));
  const select = names.map((n, i) => `(SELECT count(*) FROM "${n}") AS c${i}`).join(', ');
  const row = await env.DB.prepare(`SELECT ${select}`).first<Record<string, number>>();
  return Object.fromEntries(names.map((n, i) => [n, row?.[`c${i}`] ?? 0]));
}
