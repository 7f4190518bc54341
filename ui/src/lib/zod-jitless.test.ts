import { describe, expect, it } from 'vitest';
import { zodJitless } from './zod-jitless.ts';

describe('zodJitless', () => {
  it('is the setting zod reads, whether zod was loaded before or after', async () => {
    zodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // A parse then never compiles a function (the CSP would refuse it): objects still validate.
    const schema = z.object({ name: z.string() });
    expect(schema.safeParse({ name: 'Joliet DC' }).success).toBe(true);
    expect(schema.safeParse({ name: 3 }).success).toBe(false);
  });
});
