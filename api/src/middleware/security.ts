import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers on every API answer: nothing here is framed. The few HTML pages the API serves (the
 * local checkout, the dev mailbox) set their own stricter-than-needed CSP, which is kept.
 */
export const apiSecurityHeaders = secureHeaders({
  overwrite: false,
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  referrerPolicy: 'strict-origin',
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-origin',
});
