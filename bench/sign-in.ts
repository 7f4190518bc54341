/** Signs in through the API as a browser would and answers the session cookie (`name=value`). */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-dwell_session='));
  if (!res.ok || !cookie) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return cookie.split(';')[0] ?? '';
}
