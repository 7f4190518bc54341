import { secureHeaders } from 'hono/secure-headers';

/** Security headers on every API answer: nothing here is ever rendered or framed. */
export const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  referrerPolicy: 'strict-origin',
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-origin',
});
