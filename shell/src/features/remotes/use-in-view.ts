import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within a screen's height of the viewport (and stays true from then on), so a
 * widget below the fold costs nothing until the user scrolls towards it. `always` skips the watch.
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
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
