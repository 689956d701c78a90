// Code that cannot load (offline on a first visit, a deploy that removed the chunk) shows a fallback
// instead of unmounting the whole app. A lazy import that failed stays failed, so the page's fallback
// offers a reload.
import { Component, type ReactNode } from 'react';
import { EarlyTapReplay } from '../perf/early-tap.ts';
import { useAtomValue } from '../state/store.ts';
import { tenantAtom } from '../state/tenant.ts';

interface Props {
  /** Changing it clears the error (the current path: moving to another page tries again). */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

export class LoadBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.warn('Part of the page failed to load', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * While a page's code loads. Blank at first, as a page the service worker keeps arrives within a frame
 * or two; then a note, so that on a slow connection a tap on a link does not look like a dead one.
 */
export function PageLoading() {
  return (
    <div className="page" aria-busy="true">
      <p className="page-loading">Loading…</p>
    </div>
  );
}

/**
 * A dealer without stored favourites has no saved cars page (/favourites is its not-found page). The
 * page is live with this message in place of its own: until then the page's first script keeps taps
 * from the app (src/perf/early-tap.ts), and Try again would do nothing.
 */
export function PageLoadFailed() {
  const { favourites } = useAtomValue(tenantAtom).features;
  return (
    <div className="page" role="alert">
      <EarlyTapReplay />
      <h1>This page could not be loaded</h1>
      <p>Check your connection and try again.{favourites && ' Cars you saved are still on this device.'}</p>
      <div className="offline-actions">
        <button type="button" className="button button-primary" onClick={() => location.reload()}>
          Try again
        </button>
        {favourites && (
          <a href="/favourites" className="button">
            Saved cars
          </a>
        )}
      </div>
    </div>
  );
}
