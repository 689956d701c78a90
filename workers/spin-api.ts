// The 360 spin: fetches the frames, decodes them at display size and draws the current one. The spin
// worker exposes it for an OffscreenCanvas the page transferred; without OffscreenCanvas the page
// runs the same module on its own canvas. Input arrives as plain events: the page only forwards it.
// Must not import React, the DOM types beyond canvas drawing, src/server or Node modules.
import { AUTOROTATE_MS, decodeSize, frameForDrag, isProgressStep, nearestLoaded, preloadOrder, wrapFrame } from '../src/domain/spin.ts';

export interface SpinContext {
  drawImage(image: ImageBitmap, dx: number, dy: number, dw: number, dh: number): void;
}
/** OffscreenCanvas in the worker, HTMLCanvasElement on the main thread. */
export interface SpinSurface {
  width: number;
  height: number;
  getContext(contextId: '2d'): SpinContext | null;
}

export interface SpinOptions {
  urls: string[];
  /** Display size in device pixels. */
  width: number;
  height: number;
  autorotate: boolean;
}

export type SpinEvent =
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'frame'; frame: number }
  | { type: 'ready'; decodedBytes: number }
  | { type: 'error'; message: string };

export type SpinInput =
  | { type: 'down'; x: number }
  | { type: 'move'; x: number }
  | { type: 'up' }
  | { type: 'step'; delta: number }
  | { type: 'goto'; frame: number }
  /** Whether the view can be seen (on screen, the tab showing): it turns by itself only then. */
  | { type: 'visible'; on: boolean };

export interface SpinStats {
  frame: number;
  loaded: number;
  total: number;
  decodedBytes: number;
}

/** Parallel fetches: enough to fill the connection without starving the first frame. */
const CONCURRENCY = 6;

function createSpinEngine(surface: SpinSurface, options: SpinOptions, emit: (event: SpinEvent) => void) {
  const total = options.urls.length;
  const size = decodeSize(options.width, options.height, total);
  surface.width = size.width;
  surface.height = size.height;
  const context = surface.getContext('2d');
  const frames: (ImageBitmap | null)[] = options.urls.map(() => null);
  const abort = new AbortController();
  let frame = 0;
  /** The frame on the canvas: the current one, or the nearest loaded while it is still on its way. */
  let drawn = -1;
  let loaded = 0;
  let ready = false;
  let drag: { x: number; frame: number } | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  // Autorotation runs while ready and seen, until the shopper turns the car themselves.
  let takenOver = !options.autorotate;
  let visible = true;

  const draw = () => {
    const shown = frames[frame] ? frame : nearestLoaded(frame, frames);
    if (shown === -1 || shown === drawn || !context) return;
    context.drawImage(frames[shown]!, 0, 0, size.width, size.height);
    drawn = shown;
  };
  const show = (next: number) => {
    frame = wrapFrame(next, total);
    draw();
    emit({ type: 'frame', frame });
  };
  const stopRotating = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const updateRotation = () => {
    if (!ready || takenOver || !visible) stopRotating();
    else timer ??= setInterval(() => show(frame + 1), AUTOROTATE_MS);
  };
  const takeOver = () => {
    takenOver = true;
    stopRotating();
  };

  async function decode(index: number): Promise<void> {
    const res = await fetch(options.urls[index], { signal: abort.signal });
    if (!res.ok) throw new Error(`frame ${index + 1} failed to load (${res.status})`);
    const bitmap = await createImageBitmap(await res.blob(), { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'medium' });
    if (abort.signal.aborted) return bitmap.close();
    frames[index] = bitmap;
    loaded += 1;
    if (isProgressStep(loaded, total)) emit({ type: 'progress', loaded, total });
    // The first frame shows as soon as it decodes, and the car can be turned from then on: a frame
    // still on its way is stood in for by the nearest one loaded, replaced when it comes.
    if (drawn === -1) {
      if (index === frame) show(frame);
    } else if (drawn !== frame) draw();
  }

  async function preload() {
    const order = preloadOrder(total);
    let next = 0;
    const lane = async () => {
      while (next < total) await decode(order[next++]);
    };
    try {
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, total) }, lane));
      if (abort.signal.aborted) return;
      ready = true;
      emit({ type: 'ready', decodedBytes: size.width * size.height * 4 * total });
      updateRotation();
    } catch (error) {
      if (!abort.signal.aborted) emit({ type: 'error', message: (error as Error).message });
    }
  }
  void preload();

  return {
    input(event: SpinInput) {
      if (event.type === 'visible') {
        visible = event.on;
        return updateRotation();
      }
      // Turnable once the first frame is on the canvas, before the last has arrived.
      if (drawn === -1) return;
      switch (event.type) {
        case 'down':
          takeOver();
          drag = { x: event.x, frame };
          return;
        case 'move':
          if (drag) show(frameForDrag(drag.frame, event.x - drag.x, total));
          return;
        case 'up':
          drag = null;
          return;
        case 'step':
          takeOver();
          return show(frame + event.delta);
        case 'goto':
          takeOver();
          return show(event.frame);
      }
    },
    stats: (): SpinStats => ({ frame, loaded, total, decodedBytes: frames.filter(Boolean).length * size.width * size.height * 4 }),
    close() {
      abort.abort();
      stopRotating();
      for (const bitmap of frames) bitmap?.close();
      frames.fill(null);
    },
  };
}

type SpinEngine = ReturnType<typeof createSpinEngine>;

/** One API per thread; spins are keyed by an id the page chooses. */
export function createSpinApi() {
  const engines = new Map<number, SpinEngine>();
  return {
    open(id: number, surface: SpinSurface, options: SpinOptions, onEvent: (event: SpinEvent) => void) {
      engines.get(id)?.close();
      engines.set(id, createSpinEngine(surface, options, onEvent));
    },
    input(id: number, event: SpinInput) {
      engines.get(id)?.input(event);
    },
    stats: (id: number): SpinStats | null => engines.get(id)?.stats() ?? null,
    close(id: number) {
      engines.get(id)?.close();
      engines.delete(id);
    },
  };
}
