import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

const headers = secureHeaders({
  overwrite: false,
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  referrerPolicy: 'strict-origin',
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-origin',
});

/**
 * Security headers on every API answer: nothing here is framed. The few answers that set their own CSP (the
 * local checkout, the dev mailbox, served files) keep it, with frame-ancestors 'none' added when it lacks one.
 */
export const apiSecurityHeaders = createMiddleware(async (c, next) => {
  await headers(c, next);
  const csp = c.res.headers.get('Content-Security-Policy');
  if (csp && !csp.includes('frame-ancestors'))
    c.res.headers.set('Content-Security-Policy', `${csp}; frame-ancestors 'none'`);
});
