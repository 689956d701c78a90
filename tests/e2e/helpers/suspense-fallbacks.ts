// Whether a press showed a Suspense fallback on its way to what it opens. React holds a fallback's
// content back until 300 ms after the fallback showed, so a fallback in a press is a wait the shopper
// sees whatever the machine. This checks the cause (a boundary committed in its fallback) rather than
// a time, which on a slow machine says more about the machine than the page.
import type { Page } from '@playwright/test';

type Fiber = {
  tag: number;
  type: unknown;
  memoizedProps: { className?: unknown } | null;
  memoizedState: { dehydrated?: unknown } | null;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
  alternate: Fiber | null;
};
type Watch = { roots: Set<{ current: Fiber }>; before: WeakSet<Fiber>; watching: boolean; fallbacks: string[] };

/**
 * Before the pages opened after it run a script: a stand-in for React DevTools' hook, through which
 * React (production builds too) reports each commit of its roots.
 */
export async function watchSuspenseFallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const SUSPENSE = 13;
    const watch: Watch = { roots: new Set(), before: new WeakSet(), watching: false, fallbacks: [] };
    // A boundary showing its fallback has a state; one still holding the server's HTML has a dehydrated one.
    const inFallback = (root: { current: Fiber }): Fiber[] => {
      const found: Fiber[] = [];
      let fiber: Fiber | null = root.current;
      while (fiber) {
        if (fiber.tag === SUSPENSE && fiber.memoizedState && !fiber.memoizedState.dehydrated) found.push(fiber);
        if (fiber.child) {
          fiber = fiber.child;
          continue;
        }
        while (fiber && !fiber.sibling) fiber = fiber.return;
        fiber = fiber?.sibling ?? null;
      }
      return found;
    };
    const w = window as unknown as Record<string, unknown>;
    w.suspenseWatch = watch;
    w.markSuspenseFallbacks = () => {
      watch.before = new WeakSet();
      for (const root of watch.roots) for (const fiber of inFallback(root)) watch.before.add(fiber);
      watch.fallbacks = [];
      watch.watching = true;
    };
    // Where a boundary is: the elements and components around it, nearest first (a production build's
    // components have short names; the elements' classes say more).
    const place = (fiber: Fiber): string => {
      const around: string[] = [];
      for (let at: Fiber | null = fiber.return; at && around.length < 8; at = at.return) {
        const type = at.type as string | { displayName?: string; name?: string } | null;
        if (typeof type === 'string') around.push(typeof at.memoizedProps?.className === 'string' ? `${type}.${at.memoizedProps.className.split(' ').join('.')}` : type);
        else if (type?.displayName || type?.name) around.push(String(type.displayName || type.name));
      }
      return `Suspense in ${around.join(' < ')} at ${Math.round(performance.now())} ms`;
    };
    const renderers = new Map<number, unknown>();
    const hookName = '__REACT_DEVTOOLS_GLOBAL_HOOK__'; // React's name for it
    w[hookName] = {
      supportsFiber: true,
      isDisabled: false,
      renderers,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot(_id: number, root: { current: Fiber }) {
        watch.roots.add(root);
        if (!watch.watching) return;
        // `before` holds each boundary (either of its two fibers) already in its fallback, or counted.
        for (const fiber of inFallback(root)) {
          if (watch.before.has(fiber) || (fiber.alternate && watch.before.has(fiber.alternate))) continue;
          watch.before.add(fiber);
          watch.fallbacks.push(place(fiber));
        }
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

/** Resolves once the page has asked for the code it loads when idle (src/perf/idle-work.ts), from the network or the cache. */
export async function idleImportsIn(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const scripts = performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script').map((e) => e.name);
    return ['PendingEnquiries', 'outbox-client', 'event-delivery'].every((name) => scripts.some((url) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(url)));
  });
}

/**
 * Makes `press`, then resolves, once an element matching `selector` is in the page, with the Suspense
 * boundaries that went into their fallback from the press to that element's commit (where each is).
 * Needs `watchSuspenseFallbacks` before the page was opened. Waits first for the page's idle work: the
 * header's pending-enquiries indicator mounts then, in a boundary of its own that shows its (empty)
 * fallback while its code loads, which a slow machine can put inside the press.
 */
export async function fallbacksInPress(page: Page, selector: string, press: () => Promise<void>): Promise<string[]> {
  await idleImportsIn(page);
  await page.evaluate((wanted) => {
    const w = window as unknown as { suspenseWatch?: Watch; markSuspenseFallbacks?: () => void };
    if (!w.suspenseWatch || !w.markSuspenseFallbacks) throw new Error('watchSuspenseFallbacks was not set up before the page opened');
    if (w.suspenseWatch.roots.size === 0) throw new Error('React reported no commit to the stand-in hook');
    w.markSuspenseFallbacks();
    const watch = w.suspenseWatch;
    // The commit that brings the element in is counted: React reports it before this observer runs.
    const seen = new MutationObserver(() => document.querySelector(wanted) && (seen.disconnect(), (watch.watching = false)));
    seen.observe(document.body, { childList: true, subtree: true });
  }, selector);
  await press();
  await page.waitForFunction(() => !(window as unknown as { suspenseWatch: Watch }).suspenseWatch.watching);
  return page.evaluate(() => (window as unknown as { suspenseWatch: Watch }).suspenseWatch.fallbacks);
}
