// A lazily loaded component whose code can be asked for ahead of its first render, and which renders
// at once when that code is in. React's `lazy` suspends the first render of each component even when
// its module has loaded, and where that shows a fallback (a page moved to in the app: the page's
// loading state), React holds the content back until 300 ms after the fallback showed, so a page
// whose code was in a few milliseconds later still came 300 ms late. `lazy`'s form renders only while
// the code is on its way, and so never commits: a render after the code is in renders the code's.
import { lazy, startTransition, type ComponentType, type ReactNode } from 'react';

export interface Preloadable<P> {
  (props: P): ReactNode;
  /** Loads the component's code (once); resolves when it is in. */
  preload(): Promise<unknown>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Loaded(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Loaded, { preload });
}

/** The component's `preload`, if it is a preloadable one. */
export const preloadOf = (component: unknown): (() => Promise<unknown>) | null =>
  typeof component === 'function' && 'preload' in component && typeof component.preload === 'function' ? (component.preload as () => Promise<unknown>) : null;

/**
 * Makes `open`, the update whose render first shows `component`, in a transition once the component's
 * code is in, so that render never suspends. A transition left waiting on a lazy component had its
 * boundary's fallback committed by an unrelated update now and then (React 19.3; the press's dialog
 * then came at least 300 ms late, as React holds a fallback's content back that long). After a failed
 * load it opens all the same, and the render meets the failure for the error boundary to report.
 */
export function openWhenLoaded(component: { preload(): Promise<unknown> }, open: () => void): void {
  const go = () => startTransition(open);
  void component.preload().then(go, go);
}
