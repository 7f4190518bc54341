// Companies over many databases (docs/scaling.md), for the platform's operators:
//   npm run companies -- list                          each database: its companies and its size
//   npm run companies -- move <company-id> <database>  COMPANY_DB_n, or DB for the global database
// A move copies the company's rows, compares counts and a hash per table, then switches the directory entry;
// the company is read-only meanwhile (its people can read, not change). It acts through the API as a platform
// admin: scripts/admin-api.mjs.
import { adminApi, fail } from './admin-api.mjs';

const [command, companyId, database] = process.argv.slice(2);
const usage = 'Usage: npm run companies -- list | move <company-id> <COMPANY_DB_n | DB>';
if (command !== 'list' && command !== 'move') fail(usage);
if (command === 'move' && (!companyId || !database)) fail(usage);
const api = await adminApi('');

if (command === 'list') {
  for (const d of (await api('/databases')).databases) {
    console.log(
      `${d.database.padEnd(14)} ${String(d.companies).padStart(6)} companies  ${(d.bytes / 1e6).toFixed(1)} MB`,
    );
  }
} else {
  const started = Date.now();
  const { moved } = await api(`/companies/${encodeURIComponent(companyId)}/move`, {
    method: 'POST',
    body: JSON.stringify({ database }),
  });
  console.log(
    `Moved ${moved.companyId} from ${moved.from ?? 'DB'} to ${moved.to ?? 'DB'} in ${Date.now() - started} ms:`,
  );
  for (const [table, { rows, hash }] of Object.entries(moved.tables)) {
    if (rows > 0) console.log(`  ${table.padEnd(28)} ${String(rows).padStart(8)} rows  sha256 ${hash.slice(0, 16)}`);
  }
}
