import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A page whose cookies are the given ones; writes are recorded as the browser would keep them (name=value). */
function page(cookies: string[]) {
  const jar = new Map(cookies.map((cookie) => [cookie.split('=')[0], cookie] as const));
  const written: string[] = [];
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar.values()].join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const pair = line.split(';')[0] ?? '';
      jar.set(pair.split('=')[0], pair);
    },
  });
  return written;
}

const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);

describe('tellTimeZone', () => {
  it('tells a zone never told before at once, in a task of its own, kept a year', async () => {
    vi.useFakeTimers();
    const written = page(['__Host-dwell_session=s']);
    const { tellTimeZone } = await import('./prerendered.ts');
    tellTimeZone();
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual([`dwell_tz=${zone}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`]);
  });

  it('checks a zone told before only once the screen is shown and the page is idle, and rewrites it if it moved', async () => {
    vi.useFakeTimers();
    const written = page(['dwell_tz=Pacific%2FChatham']);
    const { tellTimeZone } = await import('./prerendered.ts');
    const { markScreenShown } = await import('./first-screen.ts');
    tellTimeZone();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(written).toEqual([]);
    markScreenShown();
    await vi.advanceTimersByTimeAsync(250);
    expect(written).toEqual([`dwell_tz=${zone}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`]);
  });

  it('writes nothing when the zone told is still the browser’s', async () => {
    vi.useFakeTimers();
    const written = page([`dwell_tz=${zone}`]);
    const { tellTimeZone } = await import('./prerendered.ts');
    const { markScreenShown } = await import('./first-screen.ts');
    tellTimeZone();
    markScreenShown();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(written).toEqual([]);
  });
});
