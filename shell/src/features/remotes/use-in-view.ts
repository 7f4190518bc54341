import { type RefObject, useEffect, useState } from 'react';
import { whenIdle } from '../../shared/when-idle.ts';

/** How long after mounting a widget below the fold waits before it loads anyway, once the page is idle. */
const IDLE_AFTER_MS = 2500;

/**
 * Whether the element has come within half a screen of the viewport, or the page has been idle a while since
 * (true from then on): a widget below the fold costs nothing while the screen's first view loads, and is
 * ready by the time the user scrolls to it. `always` skips the wait.
 */
export function useInView(ref: RefObject<Element | null>, always: boolean): boolean {
  const [seen, setSeen] = useState(always);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const show = () => setSeen(true);
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(show, 2000);
    }, IDLE_AFTER_MS);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
            rootMargin: '50% 0px',
          });
    observer?.observe(element);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
      observer?.disconnect();
    };
  }, [ref, seen]);
  return seen;
}
