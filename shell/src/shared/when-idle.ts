/**
 * Runs `run` in a moment the page has nothing else to do (at the latest `timeout` ms later, when given).
 * Safari has no idle callbacks: a quarter second later stands in for them. Answers the function that cancels it.
 */
export function whenIdle(run: () => void, timeout?: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 250);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(() => run(), timeout === undefined ? undefined : { timeout });
  return () => cancelIdleCallback(handle);
}
