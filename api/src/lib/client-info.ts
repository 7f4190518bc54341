import type { Context } from 'hono';

/** The caller's address as Cloudflare reports it; 'unknown' when absent (docs/product.md#data). */
export function clientIp(c: Pick<Context, 'req'>): string {
  return c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'unknown';
}

export function userAgent(c: Pick<Context, 'req'>): string {
  return (c.req.header('user-agent') ?? '').slice(0, 400);
}

/** The device fingerprint the browser computed (docs/product.md#constants: 32 characters), kept with the session record. */
export function deviceFingerprint(c: Pick<Context, 'req'>): string {
  return (c.req.header('x-device-fingerprint') ?? '').slice(0, 32);
}

/** What the session and audit records keep about the caller's device. */
export function clientFacts(c: Pick<Context, 'req'>): { ip: string; userAgent: string; fingerprint: string } {
  return { ip: clientIp(c), userAgent: userAgent(c), fingerprint: deviceFingerprint(c) };
}
