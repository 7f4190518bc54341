// Companies over many databases (docs/scaling.md), for the platform's operators:
//   npm run companies -- list                          each database: its companies and its size
//   npm run companies -- move <company-id> <database>  COMPANY_DB_n, or DB for the global database
//   npm run companies -- abandon <company-id> [<database>]  a move that did not finish (its Worker stopped):
//                                                        lift the read-only state, remove the unfinished copy
// A move copies the company's rows, compares counts and a hash per table, then switches the directory entry;
// the company is read-only meanwhile (its people can read, not change). It acts through the API as a platform
// admin: scripts/admin-api.mjs.
import { adminApi, fail } from './admin-api.mjs';

const [command, companyId, database] = process.argv.slice(2);
const usage =
  'Usage: npm run companies -- list | move <company-id> <COMPANY_DB_n | DB> | abandon <company-id> [<COMPANY_DB_n | DB>]';
if (!['list', 'move', 'abandon'].includes(command)) fail(usage);
if ((command === 'move' && !database) || (command !== 'list' && !companyId)) fail(usage);
const api = await adminApi('');

if (command === 'list') {
  for (const d of (await api('/databases')).databases) {
    console.log(
      `${d.database.padEnd(14)} ${String(d.companies).padStart(6)} companies  ${(d.bytes / 1e6).toFixed(1)} MB`,
    );
  }
} else if (command === 'abandon') {
  const { abandoned } = await api(`/companies/${encodeURIComponent(companyId)}/abandon-move`, {
    method: 'POST',
    body: JSON.stringify(database ? { partialCopyIn: database } : {}),
  });
  const removed =
    'removedFrom' in abandoned ? `; its unfinished copy removed from ${abandoned.removedFrom ?? 'DB'}` : '';
  console.log(`${abandoned.companyId} can be changed again${removed}.`);
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
