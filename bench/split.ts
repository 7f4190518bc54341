/**
 * Companies spread over databases (issue 24, docs/scaling.md): the events list and the dashboard of companies of
 * the same size (10,000 stops each), one in the global database and one in each company database, measured in
 * the same run, alternately. Two bench companies are moved there first by the bench's platform admin through
 * the API, as `npm run companies -- move` does.
 */
import { median } from './lighthouse.ts';
import type { Loader } from './loader.ts';
import { measure } from './load.ts';
import { signIn } from './sign-in.ts';

export const BENCH_ADMIN = { id: 'usr_bench_admin', email: 'admin@bench.test' } as const;

/** Where each measured company lives: bs01 stays in the global database, bs02 and bs03 are moved. */
const PLACES = [
  { company: 'bs01', database: null },
  { company: 'bs02', database: 'COMPANY_DB_1' },
  { company: 'bs03', database: 'COMPANY_DB_2' },
] as const;

const ROUTES = [
  { name: 'events list (50, by check-in)', path: '/api/events?pageSize=50&sort=checkInTime&dir=desc' },
  { name: 'dashboard stats', path: '/api/reports/dashboard?period=this_month' },
];

export interface SplitResult {
  route: string;
  /** Requests per second of the company in the global database (the one-database layout). */
  oneDatabase: number;
  /** Of the companies in the two company databases, averaged. */
  companyDatabases: number;
  /** What the split costs: 1 − companyDatabases / oneDatabase (the target: at most 0.10). */
  cost: number;
}

/** The bench's platform admin, written by the loader with the fleet. */
export async function addBenchAdmin(loader: Loader, passwordHash: string, now = Date.now()): Promise<void> {
  await loader.insert(
    'users',
    ['id', 'email', 'password_hash', 'email_confirmed_at', 'created_at', 'updated_at'],
    [[BENCH_ADMIN.id, BENCH_ADMIN.email, passwordHash, now, now, now]],
  );
  await loader.insert('user_roles', ['user_id', 'role_id', 'created_at'], [[BENCH_ADMIN.id, 'role_admin', now]]);
}

/** Moves two companies into the company databases, then measures each route for the three, `rounds` times over. */
export async function measureSplit(baseUrl: string, password: string, seconds: number, rounds = 3) {
  const admin = await signIn(baseUrl, BENCH_ADMIN.email, password);
  for (const { company, database } of PLACES) {
    if (!database) continue;
    const res = await fetch(`${baseUrl}/api/admin/companies/${company}/move`, {
      method: 'POST',
      headers: { cookie: admin, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ database }),
    });
    if (!res.ok) throw new Error(`moving ${company} to ${database} failed: ${res.status} ${await res.text()}`);
  }
  const cookies = await Promise.all(PLACES.map((p) => signIn(baseUrl, `${p.company}@bench.test`, password)));
  const results: SplitResult[] = [];
  for (const route of ROUTES) {
    const rates: number[][] = PLACES.map(() => []);
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, cookie] of cookies.entries()) {
        const r = await measure(baseUrl, { name: route.name, path: route.path, headers: { cookie } }, seconds);
        if (r.non2xx > 0 || r.errors > 0)
          throw new Error(`${route.name} of ${PLACES[i]?.company}: ${r.non2xx} non-2xx`);
        rates[i]?.push(r.requestsPerSecond);
      }
    }
    const [one = 0, ...split] = rates.map(median);
    const companyDatabases = split.reduce((a, b) => a + b, 0) / split.length;
    results.push({
      route: route.name,
      oneDatabase: Math.round(one),
      companyDatabases: Math.round(companyDatabases),
      cost: Math.round((1 - companyDatabases / one) * 1000) / 1000,
    });
  }
  return results;
}
