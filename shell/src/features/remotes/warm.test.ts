import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForLinkIntent, warmWhenIdle } from './warm.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('warmWhenIdle', () => {
  it('waits the quiet time, then warms one path per idle moment, each only after the one before has finished', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const finish: Array<() => void> = [];
    const warm = (path: string) => {
      started.push(path);
      return new Promise<void>((resolve) => finish.push(resolve));
    };
    warmWhenIdle(['/events', '/documents', '/reports'], warm, 3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual(['/events']);
    finish[0]?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual(['/events', '/documents']);
    finish[1]?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual(['/events', '/documents', '/reports']);
  });

  it('starts nothing more once stopped', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const stop = warmWhenIdle(['/events', '/documents'], async (path) => {
      started.push(path);
    });
    await vi.advanceTimersByTimeAsync(300);
    expect(started).toEqual(['/events']);
    stop();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(started).toEqual(['/events']);
  });
});

describe('listenForLinkIntent', () => {
  /** A page of one origin whose document hands its listeners to the test, and a link on it. */
  function page() {
    class FakeElement {
      closest() {
        return this;
      }
    }
    class FakeAnchor extends FakeElement {
      constructor(
        readonly pathname: string,
        readonly origin = 'https://dwell.test',
      ) {
        super();
      }
    }
    const listeners = new Map<string, (event: { target: unknown }) => void>();
    vi.stubGlobal('Element', FakeElement);
    vi.stubGlobal('HTMLAnchorElement', FakeAnchor);
    const location = { origin: 'https://dwell.test', pathname: '/dashboard' };
    vi.stubGlobal('location', location);
    vi.stubGlobal('document', {
      addEventListener: (type: string, listener: (event: { target: unknown }) => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    });
    const point = (type: string, link: FakeAnchor) => listeners.get(type)?.({ target: link });
    return { point, link: (path: string, origin?: string) => new FakeAnchor(path, origin), listeners, location };
  }

  it('warms a link pointed at or focused in a task after the input, once per path, and only of this origin', async () => {
    vi.useFakeTimers();
    const { point, link } = page();
    const warmed: string[] = [];
    listenForLinkIntent((path) => warmed.push(path));
    point('pointerover', link('/events'));
    // The tap's click, already held by the browser, is handled before the warming starts.
    expect(warmed).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(warmed).toEqual(['/events']);
    point('focusin', link('/events'));
    point('pointerover', link('/reports', 'https://elsewhere.test'));
    point('focusin', link('/reports'));
    await vi.advanceTimersByTimeAsync(0);
    expect(warmed).toEqual(['/events', '/reports']);
  });

  it('leaves a link alone once the tap it came with has already gone there', async () => {
    vi.useFakeTimers();
    const { point, link, location } = page();
    const warmed: string[] = [];
    listenForLinkIntent((path) => warmed.push(path));
    point('pointerover', link('/reports'));
    // The click of the same tap, handled first, navigated.
    location.pathname = '/reports';
    await vi.advanceTimersByTimeAsync(0);
    expect(warmed).toEqual([]);
    point('pointerover', link('/events'));
    await vi.advanceTimersByTimeAsync(0);
    expect(warmed).toEqual(['/events']);
  });

  it('stops listening, and warms nothing still waiting for its task', async () => {
    vi.useFakeTimers();
    const { point, link, listeners } = page();
    const warmed: string[] = [];
    const stop = listenForLinkIntent((path) => warmed.push(path));
    point('pointerover', link('/documents'));
    stop();
    await vi.advanceTimersByTimeAsync(10);
    expect(warmed).toEqual([]);
    expect(listeners.size).toBe(0);
  });
});
