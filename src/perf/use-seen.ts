import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true): what a
 * part below the fold waits for before it starts work of its own (a count-up, a chunk to load).
 */
export function useSeen(element: RefObject<Element | null>, margin = '0px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = element.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [element, margin, seen]);
  return seen;
}
