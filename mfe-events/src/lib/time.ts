import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;
const subscribers = new Map<number, Set<() => void>>();
const timers = new Map<number, ReturnType<typeof setInterval>>();
const nowByInterval = new Map<number, number>();

function subscribe(interval: number, onTick: () => void): () => void {
  let set = subscribers.get(interval);
  if (!set) {
    set = new Set();
    subscribers.set(interval, set);
    if (!nowByInterval.has(interval)) nowByInterval.set(interval, Date.now());
    timers.set(
      interval,
      setInterval(() => {
        nowByInterval.set(interval, Date.now());
        for (const tick of subscribers.get(interval) ?? []) tick();
      }, interval),
    );
  }
  set.add(onTick);
  return () => {
    set.delete(onTick);
    if (set.size === 0) {
      clearInterval(timers.get(interval));
      timers.delete(interval);
      subscribers.delete(interval);
    }
  };
}

// One subscribe function per interval: a new function on every render would make React resubscribe each time.
const subscribeFns = new Map<number, (onTick: () => void) => () => void>();
function subscriberFor(interval: number) {
  let fn = subscribeFns.get(interval);
  if (!fn) {
    fn = (onTick) => subscribe(interval, onTick);
    subscribeFns.set(interval, fn);
  }
  return fn;
}

/** The current time, re-rendering every `interval` ms; every clock on the page ticks from one timer. */
export function useNow(interval = 1000): number {
  const snapshot = () => {
    // A stable snapshot between ticks: React re-renders forever if every read returned a new time.
    let now = nowByInterval.get(interval);
    if (now === undefined) {
      now = Date.now();
      nowByInterval.set(interval, now);
    }
    return now;
  };
  // Drawing where there is no browser (the worker) reads the time now. Taking that drawing over in the browser
  // reads the page's own clock: a different time there would have React render every clock again at once,
  // in one piece, as soon as the screen is taken over.
  return useSyncExternalStore(subscriberFor(interval), snapshot, () =>
    typeof window === 'undefined' ? Date.now() : snapshot(),
  );
}

/** 'just now', '1 minute ago', '5 minutes ago', '2 hours ago'. */
export function ago(then: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - then) / MINUTE);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
}

/** A datetime-local value back to epoch ms; null when empty or unreadable. */
export function fromLocalInput(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? ms : null;
}
