import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { VIEWER_SIZES, spinFrameImage, spinFrameUrls, spinFrameWidth } from '../../domain/car-media-urls.ts';
import type { Hotspot } from '../../domain/stock.ts';
import { SpinViewerContext, type SpinView } from './spin-context.tsx';
import { openSpin, type SpinEvent, type SpinHandle } from '../../worker-clients/spin-client.ts';
import { SpinHotspots } from './SpinHotspots.tsx';
import { holdIdleWork } from '../../perf/idle-work.ts';
import { inOwnTask } from '../../perf/own-task.ts';
import { OPENING_PHOTO } from '../../perf/photo-paint.ts';

interface SpinState {
  frame: number;
  ready: boolean;
  error: string | null;
}

/**
 * Writes the preload's progress straight into its bar: one React render of the viewer per frame loaded
 * would put 36 renders on the main thread while the spin is meant to keep it free. The bar's scale is a
 * transform, so an update needs no layout. The text changes in its own text node: replacing the
 * span's children would wake the viewer tab panel's observer of added and removed nodes, which walks
 * the panel for focusable elements and forces a style pass on every frame loaded.
 */
function showProgress(bar: HTMLElement | null, loaded: number, total: number) {
  if (!bar) return;
  const percent = Math.round((loaded / total) * 100);
  bar.setAttribute('aria-valuenow', String(loaded));
  bar.setAttribute('aria-valuetext', `${percent}%`);
  bar.querySelector('.spin-progress-text')!.firstChild!.nodeValue = `Loading 360° view… ${percent}%`;
  bar.querySelector<HTMLElement>('.spin-progress-fill')!.style.transform = `scaleX(${loaded / total})`;
}

/** Rendered once at 0 and never again by React (memoised on stable props): `showProgress` moves it. */
const SpinProgress = memo(function SpinProgress({ total, bar }: { total: number; bar: RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={bar} className="spin-progress" role="progressbar" aria-label="Loading 360° view" aria-valuemin={0} aria-valuemax={total} aria-valuenow={0} aria-valuetext="0%">
      <span className="spin-progress-text">Loading 360° view… 0%</span>
      <div className="spin-progress-track">
        <div className="spin-progress-fill" style={{ transform: 'scaleX(0)' }} />
      </div>
    </div>
  );
});

export function SpinViewer({ frames, hotspots, template, autorotate, label }: { frames: string[]; hotspots: Hotspot[]; template: string; autorotate: boolean; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<SpinHandle | null>(null);
  const [state, setState] = useState<SpinState>({ frame: 0, ready: false, error: null });
  const progressBar = useRef<HTMLDivElement>(null);
  const poster = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // User timing marks: what npm run bench:spin (and any RUM) measures the spin by.
    performance.mark('spin:open');
    // While the frames load, work that can wait does (sections below the screen, the lead outbox's
    // code): the preload and the first drags are not stalled by it. Held from the commit, before the
    // task that opens the spin, so no idle work starts in between.
    const release = holdIdleWork();
    // Opened from a task of its own, not among the commit's effects: there its read of the stage's
    // width forced the whole page's style and layout, and the worker's start joined the long task of
    // the page going live.
    const open = (): (() => void) => {
      const box = host.current!;
      // A fresh canvas per spin: control of a canvas can be handed to a worker only once.
      const canvas = document.createElement('canvas');
      canvas.className = 'spin-canvas';
      canvas.setAttribute('aria-hidden', 'true');
      box.prepend(canvas);
      const dpr = Math.min(2, window.devicePixelRatio || 1);
      const width = Math.round((box.clientWidth || 600) * dpr);
      const height = Math.round((width * 2) / 3);
      const urls = spinFrameUrls(template, frames, spinFrameWidth(width));
      // Frame 0 is the file the first frame's image chose from its srcset: fetched already, or on its
      // way, rather than the same frame again at another width (it is drawn at the canvas's size either way).
      if (poster.current?.currentSrc) urls[0] = poster.current.currentSrc;
      let closed = false;
      let drewFirst = false;
      // A shopper who asked for reduced motion gets a car that keeps still until they turn it.
      const rotates = autorotate && !matchMedia('(prefers-reduced-motion: reduce)').matches;
      // The car turns by itself only while it can be seen: not scrolled away, not in a hidden tab.
      let onScreen = true;
      const visible = () => onScreen && document.visibilityState === 'visible';
      const reportVisible = () => handle.current?.input({ type: 'visible', on: visible() });
      const observer = new IntersectionObserver(([entry]) => {
        onScreen = entry!.isIntersecting;
        reportVisible();
      });
      observer.observe(box);
      document.addEventListener('visibilitychange', reportVisible);
      const onEvent = (event: SpinEvent) => {
        if (closed) return;
        if (event.type === 'progress') showProgress(progressBar.current, event.loaded, frames.length);
        else if (event.type === 'frame') {
          if (!drewFirst) performance.mark('spin:first-frame');
          drewFirst = true;
          setState((s) => (s.frame === event.frame ? s : { ...s, frame: event.frame }));
        } else if (event.type === 'ready') {
          performance.mark('spin:ready', { detail: { decodedBytes: event.decodedBytes } });
          release();
          setState((s) => ({ ...s, ready: true }));
        }
        else {
          release();
          console.warn('360 view failed:', event.message);
          setState((s) => ({ ...s, error: event.message }));
        }
      };
      openSpin(canvas, { urls, width, height, autorotate: rotates }, onEvent).then(
        (opened) => {
          if (closed) return opened.close();
          handle.current = opened;
          reportVisible();
          // Set on the element, not rendered: a render here, in the middle of the preload, re-rendered
          // the viewer and its hotspot buttons in one long task.
          box.dataset.thread = opened.thread;
        },
        (error: unknown) => onEvent({ type: 'error', message: String(error) }),
      );
      return () => {
        closed = true;
        observer.disconnect();
        document.removeEventListener('visibilitychange', reportVisible);
        handle.current?.close();
        handle.current = null;
        canvas.remove();
      };
    };
    let stop: (() => void) | undefined;
    const cancel = inOwnTask(() => {
      stop = open();
    });
    return () => {
      cancel();
      stop?.();
      release();
    };
  }, [frames, template, autorotate]);

  const view = useMemo<SpinView>(
    () => ({ frame: state.frame, frameCount: frames.length, ready: state.ready, goTo: (frame) => handle.current?.input({ type: 'goto', frame }) }),
    [state.frame, state.ready, frames.length],
  );
  const send = (event: Parameters<SpinHandle['input']>[0]) => handle.current?.input(event);
  // While the car is being turned, work that can wait does, as during the preload: a section of the
  // page rendering between the drag's frames stalls the car for a frame or more.
  const dragHold = useRef<(() => void) | null>(null);
  const endDrag = () => {
    dragHold.current?.();
    dragHold.current = null;
  };
  // A drag the page leaves before it ends (a mode switch mid-drag) lets the held work go too.
  useEffect(() => () => dragHold.current?.(), []);
  const onPointerDown = (e: PointerEvent) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    dragHold.current ??= holdIdleWork();
    send({ type: 'down', x: e.clientX });
  };
  const onPointerUp = () => {
    endDrag();
    send({ type: 'up' });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // Spec §9: arrow key codes 37 and 39.
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      send({ type: 'step', delta: e.key === 'ArrowRight' ? 1 : -1 });
    }
  };

  return (
    <SpinViewerContext.Provider value={view}>
      <div className="spin">
        <div
          ref={host}
          className="spin-stage"
          role="img"
          aria-label={`${label}: 360° view, frame ${state.frame + 1} of ${frames.length}. Drag or use the arrow keys to turn.`}
          tabIndex={0}
          data-frame={state.frame}
          data-ready={state.ready ? 'true' : 'false'}
          onPointerDown={onPointerDown}
          onPointerMove={(e) => send({ type: 'move', x: e.clientX })}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          {/* The first frame as a plain image, in the server's HTML too: the car is on screen before the
              script, the worker and the decoding; the worker then takes the file the browser chose. It
              lies under the canvas, which covers it once it draws, and goes with the progress bar: a
              change to the stage while the frames load would be a commit of the viewer and wake the tab
              panel's observer of added and removed nodes, in the middle of the preload. */}
          {!state.ready && frames[0] && (
            <img ref={poster} className="spin-poster" {...spinFrameImage(template, frames[0])} sizes={VIEWER_SIZES} alt="" {...OPENING_PHOTO} />
          )}
          {!state.ready && !state.error && <SpinProgress total={frames.length} bar={progressBar} />}
          {state.error && <p className="spin-error">The 360° view could not be loaded.</p>}
        </div>
        <SpinHotspots hotspots={hotspots} />
      </div>
    </SpinViewerContext.Provider>
  );
}
