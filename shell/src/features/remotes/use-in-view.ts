import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within a screen's height of the viewport (true from then on): a widget below
 * the fold costs a phone nothing (code, data, render) until the user scrolls towards it, and is under way a
 * screen ahead of them. `always` skips the wait; a browser without IntersectionObserver shows it at once.
 */
export function useInView(ref: RefObject<Element | null>, always: boolean): boolean {
  const [seen, setSeen] = useState(always);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setSeen(true),
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
