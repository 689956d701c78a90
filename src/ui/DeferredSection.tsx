// A part of a long page that renders when it comes within a screen of the viewport, or in its turn
// when the page is idle, whichever is first: each part mounts in a render and commit of its own, so
// the first screen becomes interactive without one long task building everything below it.
// Foreground work that must not stutter (the 360 spin while it loads its frames) can hold the parts
// back: meanwhile only a part actually on screen renders.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

type Mount = () => void;

// Parts waiting for idle time mount one per idle period, in page order.
const queue: Mount[] = [];
let draining = false;
let holds = 0;
const onRelease = new Set<() => void>();

/** Holds back parts not on screen until the returned release is called (once is enough). */
export function holdDeferredSections(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    for (const resume of onRelease) resume();
    if (queue.length > 0 && !draining) {
      draining = true;
      idle(drain);
    }
  };
}

function idle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 200);
}

function drain(): void {
  if (holds > 0) {
    draining = false;
    return;
  }
  const next = queue.shift();
  if (!next) {
    draining = false;
    return;
  }
  next();
  idle(drain);
}

function enqueue(mount: Mount): () => void {
  queue.push(mount);
  if (!draining && holds === 0) {
    draining = true;
    idle(drain);
  }
  return () => {
    const at = queue.indexOf(mount);
    if (at >= 0) queue.splice(at, 1);
  };
}

export interface DeferredSectionProps {
  /** Render now (an anchor into the section was asked for). */
  eager?: boolean;
  /** The space held until the part renders, so the page below does not jump much when it does. */
  placeholderHeight: number;
  children: ReactNode;
}

export function DeferredSection({ eager = false, placeholderHeight, children }: DeferredSectionProps) {
  const [shown, setShown] = useState(eager);
  if (eager && !shown) setShown(true);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    const dequeue = enqueue(show);
    let near = false;
    const onScreen = () => {
      const box = placeholder.current?.getBoundingClientRect();
      return box !== undefined && box.bottom > 0 && box.top < innerHeight;
    };
    // Near the screen, it renders, unless held; held, it renders once on screen or when released.
    const consider = () => near && (holds === 0 || onScreen()) && show();
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((e) => e.isIntersecting);
        consider();
      },
      { rootMargin: '100% 0px' },
    );
    if (placeholder.current) observer.observe(placeholder.current);
    const onScroll = () => holds > 0 && consider();
    addEventListener('scroll', onScroll, { passive: true });
    onRelease.add(consider);
    return () => {
      dequeue();
      observer.disconnect();
      removeEventListener('scroll', onScroll);
      onRelease.delete(consider);
    };
  }, [shown]);
  return shown ? children : <div ref={placeholder} className="deferred-section" style={{ minHeight: placeholderHeight }} />;
}
