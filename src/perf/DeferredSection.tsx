// A part of a long page that renders when it comes within a screen of the viewport, in a render and
// commit of its own, so the first screen becomes interactive without one long task building everything
// below it. Only nearness renders it, never the page going idle: a car page's sections rendered in
// turn once idle were long tasks on a slow phone (react-aria's fields mounting), much of its main
// thread for parts most shoppers never scroll to. While idle work is held (src/perf/idle-work.ts: the
// 360 spin loading its frames or being turned) every part waits, even one on screen under the viewer
// (its mount is a long task on a throttled tablet, a stutter in the spin), unless the shopper has
// scrolled the page and it is on screen; all follow once released. The
// rule reads the page, not a scroll event, so a part that mounts inside another just shown by a
// scroll (the car page's sections inside their chunk's) renders too.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { isIdleWorkHeld, onIdleWorkReleased } from './idle-work.ts';

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
    let near = false;
    const onScreen = () => {
      const box = placeholder.current?.getBoundingClientRect();
      return box !== undefined && box.bottom > 0 && box.top < innerHeight;
    };
    // Near the screen, it renders, unless held; held, once the page is scrolled and it is on screen, or when released.
    const consider = () => near && (!isIdleWorkHeld() || (scrollY > 0 && onScreen())) && show();
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((e) => e.isIntersecting);
        consider();
      },
      { rootMargin: '100% 0px' },
    );
    if (placeholder.current) observer.observe(placeholder.current);
    const onScroll = () => isIdleWorkHeld() && consider();
    addEventListener('scroll', onScroll, { passive: true });
    const stopListening = onIdleWorkReleased(consider);
    return () => {
      observer.disconnect();
      removeEventListener('scroll', onScroll);
      stopListening();
    };
  }, [shown]);
  return shown ? children : <div ref={placeholder} className="deferred-section" style={{ minHeight: placeholderHeight }} />;
}
