import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

/** A fresh copy of the module: whether the screen was shown is the page's, once. */
const fresh = () => import('./first-screen.ts');

describe('afterScreenShown', () => {
  it('runs once the screen is shown, and only once (the fallback timer then does nothing)', async () => {
    vi.useFakeTimers();
    const { afterScreenShown, markScreenShown } = await fresh();
    const run = vi.fn();
    afterScreenShown(run);
    await vi.advanceTimersByTimeAsync(500);
    expect(run).not.toHaveBeenCalled();
    markScreenShown();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after two seconds at most when no screen says it is shown, and not again when one does', async () => {
    vi.useFakeTimers();
    const { afterScreenShown, markScreenShown } = await fresh();
    const run = vi.fn();
    afterScreenShown(run);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    markScreenShown();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the screen was already shown', async () => {
    const { afterScreenShown, markScreenShown } = await fresh();
    markScreenShown();
    const run = vi.fn();
    afterScreenShown(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, neither when the screen is shown nor at the fallback', async () => {
    vi.useFakeTimers();
    const { afterScreenShown, markScreenShown } = await fresh();
    const run = vi.fn();
    afterScreenShown(run)();
    markScreenShown();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();
  });
});
