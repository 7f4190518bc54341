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

const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
const told = (zone: string) => `dwell_tz=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`;

/** A Worker the page can start: its listeners are kept to answer as the real one would. */
class FakeWorker {
  static started: FakeWorker[] = [];
  readonly listeners = new Map<string, (event: unknown) => void>();
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, listener);
  }
}

describe('rememberTimeZone', () => {
  it('writes a zone never told before, kept a year', async () => {
    const written = page(['__Host-dwell_session=s']);
    const { rememberTimeZone } = await import('./time-zone.ts');
    rememberTimeZone('America/Chicago');
    expect(written).toEqual([told('America/Chicago')]);
  });

  it('rewrites a zone that moved, and writes nothing when it is the one told', async () => {
    const written = page([`dwell_tz=${encodeURIComponent('Pacific/Chatham')}`]);
    const { rememberTimeZone } = await import('./time-zone.ts');
    rememberTimeZone('Pacific/Chatham');
    expect(written).toEqual([]);
    rememberTimeZone('Europe/Berlin');
    expect(written).toEqual([told('Europe/Berlin')]);
    rememberTimeZone('Europe/Berlin');
    rememberTimeZone('');
    expect(written).toEqual([told('Europe/Berlin')]);
  });
});

/** Starts the page's Intl worker with `Worker` as the browser's (undefined: none), keeping the zones it is told. */
async function startWarm(worker: typeof FakeWorker | undefined) {
  vi.useFakeTimers();
  FakeWorker.started = [];
  vi.stubGlobal('Worker', worker);
  const { warmIntlOffThread } = await import('./intl-warm.ts');
  const zones: string[] = [];
  warmIntlOffThread((zone) => zones.push(zone));
  return zones;
}

describe('warmIntlOffThread', () => {
  it('takes the zone from the worker’s answer, with no Intl call on the page', async () => {
    const zones = await startWarm(FakeWorker);
    const [worker] = FakeWorker.started;
    expect(worker?.url).toBe('/intl-warm.js');
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    worker?.listeners.get('message')?.({ data: 'America/Denver' });
    worker?.listeners.get('message')?.({ data: { not: 'a zone' } });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(zones).toEqual(['America/Denver']);
    expect(format).not.toHaveBeenCalled();
  });

  it('reads the zone on the page, once it is idle, when the worker fails', async () => {
    const zones = await startWarm(FakeWorker);
    const preventDefault = vi.fn();
    FakeWorker.started[0]?.listeners.get('error')?.({ preventDefault });
    expect(preventDefault).toHaveBeenCalled();
    expect(zones).toEqual([]);
    await vi.advanceTimersByTimeAsync(250);
    expect(zones).toEqual([here]);
  });

  it('lets the first render wait for the worker’s data, up to the cap, and no longer once it answered', async () => {
    await startWarm(FakeWorker);
    const { intlLoaded } = await import('./intl-warm.ts');
    const settled: string[] = [];
    void intlLoaded(300).then(() => settled.push('capped'));
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['capped']);
    void intlLoaded(300).then(() => settled.push('answered'));
    FakeWorker.started[0]?.listeners.get('message')?.({ data: 'America/Denver' });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual(['capped', 'answered']);
  });

  it('does not hold the first render when the worker fails', async () => {
    await startWarm(FakeWorker);
    const { intlLoaded } = await import('./intl-warm.ts');
    const settled: string[] = [];
    void intlLoaded(300).then(() => settled.push('failed'));
    FakeWorker.started[0]?.listeners.get('error')?.({ preventDefault: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual(['failed']);
  });

  it('reads the zone on the page, once it is idle, in a browser without workers', async () => {
    const zones = await startWarm(undefined);
    expect(zones).toEqual([]);
    await vi.advanceTimersByTimeAsync(250);
    expect(zones).toEqual([here]);
  });
});
