import { useCallback, useRef, useState } from 'react';

/** The header the API's idempotency middleware reads. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * One user intent (a button's click, a dialog's submit) sent once however often it is clicked: a second click
 * while the first is under way is ignored (checked synchronously, before React has re-rendered the disabled
 * button), and every try of the same intent carries the same Idempotency-Key, so a retry after a lost answer
 * gets the first answer instead of writing twice. The key is dropped once the intent succeeded, or by `reset`
 * when the user starts a new one.
 */
export function useIntent() {
  const key = useRef<string | null>(null);
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T>(send: (key: string) => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    key.current ??= crypto.randomUUID();
    try {
      const result = await send(key.current);
      key.current = null;
      return result;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  const reset = useCallback(() => {
    key.current = null;
  }, []);
  return { run, pending, reset };
}

/** The request option carrying an intent's key. */
export const withKey = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });
