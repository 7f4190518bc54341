import { describe, expect, it } from 'vitest';
import { DEV_INTEGRATIONS_KEY, openSecret, sealSecret } from './secret-box.ts';

const OTHER_KEY = btoa('another-32-byte-key-for-testing!');

describe('sealSecret / openSecret', () => {
  it('round-trips, never stores the plaintext, and uses a fresh IV each time', async () => {
    const a = await sealSecret(DEV_INTEGRATIONS_KEY, 'dwsec_abc');
    const b = await sealSecret(DEV_INTEGRATIONS_KEY, 'dwsec_abc');
    expect(a).not.toContain('dwsec_abc');
    expect(a).not.toBe(b);
    expect(await openSecret(DEV_INTEGRATIONS_KEY, a)).toBe('dwsec_abc');
  });

  it('refuses another key and altered text', async () => {
    const sealed = await sealSecret(DEV_INTEGRATIONS_KEY, 'dwsec_abc');
    await expect(openSecret(OTHER_KEY, sealed)).rejects.toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    await expect(openSecret(DEV_INTEGRATIONS_KEY, altered)).rejects.toThrow();
    await expect(openSecret(DEV_INTEGRATIONS_KEY, 'plain')).rejects.toThrow();
  });
});
