import { useEffect, useRef, useState, type RefObject } from 'react';

export interface SlotsInView {
  /** Put on the grid whose children are watched. */
  gridRef: RefObject<HTMLDivElement | null>;
  /**
   * How many of the grid's first children reach down into the screen (up to the lowest one seen in
   * it), or `null` before the observer has reported. Read during a render: a figure kept by the
   * observer, so the render reads no layout.
   */
  count(): number | null;
}

interface Watch {
  grid: HTMLDivElement | null;
  observer: IntersectionObserver | null;
  /** Indexes of the children on screen. */
  visible: Set<number>;
  reported: boolean;
}

/**
 * Which of a grid's children are on screen, by position: a child replaced in the same place (the next
 * answer's card, or the box holding its place) is in view where the one before it was. Re-observed
 * after every commit, as the children change with each answer.
 */
export function useSlotsInView(): SlotsInView {
  const gridRef = useRef<HTMLDivElement | null>(null);
  const watchRef = useRef<Watch>({ grid: null, observer: null, visible: new Set(), reported: false });

  useEffect(() => {
    const watch = watchRef.current;
    return () => watch.observer?.disconnect();
  }, []);

  useEffect(() => {
    const grid = gridRef.current;
    const watch = watchRef.current;
    if (!grid || typeof IntersectionObserver === 'undefined') return;
    // A grid shown anew (after an empty answer, say) starts its count afresh.
    if (watch.grid !== grid || !watch.observer) {
      watch.observer?.disconnect();
      watch.visible.clear();
      watch.reported = false;
      watch.grid = grid;
      watch.observer = new IntersectionObserver((entries) => {
        const children = [...grid.children];
        for (const entry of entries) {
          const at = children.indexOf(entry.target);
          if (at < 0) continue;
          if (entry.isIntersecting) watch.visible.add(at);
          else watch.visible.delete(at);
        }
        watch.reported = true;
      });
    }
    watch.observer.disconnect();
    for (const at of watch.visible) if (at >= grid.children.length) watch.visible.delete(at);
    for (const child of grid.children) watch.observer.observe(child);
  });

  const [slots] = useState<SlotsInView>(() => ({
    gridRef,
    count: () => {
      const { visible, reported } = watchRef.current;
      if (!reported) return null;
      return visible.size === 0 ? 0 : Math.max(...visible) + 1;
    },
  }));
  return slots;
}
