// A part of a long page that renders when it comes within a screen of the viewport, or in its turn
// when the page is idle, whichever is first: each part mounts in a render and commit of its own, so
// the first screen becomes interactive without one long task building everything below it.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

type Mount = () => void;

// Parts waiting for idle time mount one per idle period, in page order.
const queue: Mount[] = [];
let draining = false;

function idle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 200);
}

function drain(): void {
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
  if (!draining) {
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
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: '100% 0px' });
    if (placeholder.current) observer.observe(placeholder.current);
    return () => {
      dequeue();
      observer.disconnect();
    };
  }, [shown]);
  return shown ? children : <div ref={placeholder} className="deferred-section" style={{ minHeight: placeholderHeight }} />;
}
