// The platform admin's side of the API for operators' scripts (npm run remote, npm run companies):
//   DWELL_URL (default http://127.0.0.1:8787), DWELL_ADMIN_EMAIL, DWELL_ADMIN_PASSWORD.

export const BASE = (process.env.DWELL_URL ?? 'http://127.0.0.1:8787').replace(/\/$/, '');

/** Prints the message and ends the script with status 2. */
export function fail(message) {
  console.error(message);
  process.exit(2);
}

/**
 * Signs the platform admin in and returns a caller of /api/admin<prefix>: `api(path, init)` answers the JSON
 * body, or ends the script with the API's message.
 */
export async function adminApi(prefix) {
  const email = process.env.DWELL_ADMIN_EMAIL;
  const password = process.env.DWELL_ADMIN_PASSWORD;
  if (!email || !password)
    fail('Set DWELL_ADMIN_EMAIL and DWELL_ADMIN_PASSWORD (a platform admin: npm run admin:create).');
  const login = () =>
    fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify({ email, password }),
    });
  // A local server reloading its worker (new files in its assets folder) refuses a request once: ask again.
  let res = await login();
  if (res.status === 503) res = await new Promise((resolve) => setTimeout(resolve, 1000)).then(login);
  if (!res.ok) fail(`Sign-in refused (${res.status}): ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (path, init = {}) =>
    fetch(`${BASE}/api/admin${prefix}${path}`, {
      ...init,
      headers: { cookie, origin: BASE, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    }).then(async (r) => {
      const body = await r.json();
      if (!r.ok) fail(`${r.status}: ${body.error?.message ?? JSON.stringify(body)}`);
      return body;
    });
}
