/** The security headers every API answer must carry (ASVS V3.4, V12.1). */

const YEAR_SECONDS = 31_536_000;

/** What is wrong with an answer's security headers; empty when nothing is. */
export function headerProblems(res: Response): string[] {
  const problems: string[] = [];
  const get = (name: string) => res.headers.get(name) ?? '';
  const hsts = get('strict-transport-security');
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
  if (maxAge < YEAR_SECONDS || !/includeSubDomains/i.test(hsts)) problems.push(`HSTS "${hsts}"`);
  if (get('x-content-type-options') !== 'nosniff')
    problems.push(`X-Content-Type-Options "${get('x-content-type-options')}"`);
  const csp = get('content-security-policy');
  if (!/frame-ancestors 'none'/.test(csp)) problems.push(`CSP without frame-ancestors 'none': "${csp}"`);
  if (/script-src[^;]*'unsafe-inline'/.test(csp)) problems.push(`CSP allows inline script: "${csp}"`);
  if (!['strict-origin', 'no-referrer'].includes(get('referrer-policy'))) {
    problems.push(`Referrer-Policy "${get('referrer-policy')}"`);
  }
  if (get('x-frame-options') !== 'DENY') problems.push(`X-Frame-Options "${get('x-frame-options')}"`);
  for (const cookie of res.headers.getSetCookie()) problems.push(...cookieProblems(cookie));
  return problems;
}

/**
 * The flags of a cookie (ASVS V3.3): __Host- prefix, Secure, HttpOnly, SameSite=Lax, Path=/. A deletion
 * (empty value, Max-Age=0) needs only what lets the browser accept it: the prefix, Secure and Path=/.
 */
export function cookieProblems(setCookie: string): string[] {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const flags = attributes.map((a) => a.toLowerCase());
  const problems: string[] = [];
  if (!pair.startsWith('__Host-')) problems.push(`cookie without __Host- prefix: ${pair.split('=')[0]}`);
  const deletion = pair.endsWith('=') && flags.includes('max-age=0');
  const required = deletion ? ['secure', 'path=/'] : ['secure', 'httponly', 'samesite=lax', 'path=/'];
  for (const flag of required) {
    if (!flags.includes(flag)) problems.push(`cookie ${pair.split('=')[0]} lacks ${flag}`);
  }
  if (flags.some((f) => f.startsWith('domain='))) problems.push('cookie with a Domain attribute');
  return problems;
}
