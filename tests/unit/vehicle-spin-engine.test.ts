// The spin engine (workers/spin-api.ts) the spin worker and the main-thread fallback run: frame
// loading with progress, first frame drawn early, input only once ready, drag, keys, autorotate,
// the memory budget and closing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nearestLoaded, preloadOrder } from '../../src/domain/spin.ts';
import { createSpinApi, type SpinEvent, type SpinSurface } from '../../workers/spin-api.ts';

interface FakeBitmap {
  frame: number;
  close: () => void;
}

let drawn: number[];
let closed: number[];
let failFrame: number | null;

function surface(): SpinSurface {
  return { width: 0, height: 0, getContext: () => ({ drawImage: (image) => drawn.push((image as unknown as FakeBitmap).frame) }) };
}

const settle = async () => {
  for (let i = 0; i < 50; i++) await Promise.resolve();
};

beforeEach(() => {
  drawn = [];
  closed = [];
  failFrame = null;
  vi.stubGlobal('fetch', async (url: string) => {
    const frame = Number(/f(\d+)/.exec(url)![1]);
    return frame === failFrame ? new Response('', { status: 404 }) : new Response(new Blob([String(frame)]));
  });
  vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
    const frame = Number(await blob.text());
    return { frame, close: () => closed.push(frame) } satisfies FakeBitmap;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const urls = (n: number) => Array.from({ length: n }, (_, i) => `/img/f${i}.jpg`);

async function openReady(options: { frames?: number; autorotate?: boolean; width?: number; height?: number } = {}) {
  const api = createSpinApi();
  const events: SpinEvent[] = [];
  const target = surface();
  api.open(1, target, { urls: urls(options.frames ?? 36), width: options.width ?? 600, height: options.height ?? 400, autorotate: options.autorotate ?? false }, (e) => events.push(e));
  await vi.waitFor(() => expect(events.some((e) => e.type === 'ready' || e.type === 'error')).toBe(true));
  return { api, events, target };
}

describe('spin engine', () => {
  it('reports progress in tenths (each report wakes the page), draws the first frame and then says ready', async () => {
    const { events, target } = await openReady();
    const progress = events.filter((e) => e.type === 'progress');
    expect(progress.map((e) => (e.type === 'progress' ? e.loaded : 0))).toEqual([4, 8, 11, 15, 18, 22, 26, 29, 33, 36]);
    expect(progress.at(-1)).toEqual({ type: 'progress', loaded: 36, total: 36 });
    expect(drawn[0]).toBe(0);
    expect(events.at(-1)).toEqual({ type: 'ready', decodedBytes: 600 * 400 * 4 * 36 });
    expect([target.width, target.height]).toEqual([600, 400]);
  });

  it('turns one frame per 20 px of drag and by arrow-key steps', async () => {
    const { api } = await openReady();
    api.input(1, { type: 'down', x: 100 });
    api.input(1, { type: 'move', x: 165 });
    expect(drawn.at(-1)).toBe(3);
    api.input(1, { type: 'move', x: 40 });
    expect(drawn.at(-1)).toBe(33);
    api.input(1, { type: 'up' });
    api.input(1, { type: 'move', x: 500 });
    expect(drawn.at(-1)).toBe(33);
    api.input(1, { type: 'step', delta: 1 });
    api.input(1, { type: 'step', delta: 1 });
    api.input(1, { type: 'step', delta: 1 });
    expect(drawn.at(-1)).toBe(0);
    expect(api.stats(1)).toMatchObject({ frame: 0, loaded: 36, total: 36 });
  });

  it('ignores input until the first frame is drawn', async () => {
    vi.stubGlobal('createImageBitmap', () => new Promise(() => {}));
    const api = createSpinApi();
    api.open(1, surface(), { urls: urls(36), width: 600, height: 400, autorotate: false }, () => {});
    await settle();
    api.input(1, { type: 'step', delta: 1 });
    expect(api.stats(1)?.frame).toBe(0);
    expect(drawn).toEqual([]);
  });

  it('fetches the first frame, then rings round the car, and turns before the last frame arrives', async () => {
    // Frames decode only once let through: the preload stalls wherever the test leaves it.
    const waiting = new Map<number, () => void>();
    const fetched: number[] = [];
    vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
      const frame = Number(await blob.text());
      fetched.push(frame);
      await new Promise<void>((resolve) => waiting.set(frame, resolve));
      return { frame, close: () => {} } satisfies FakeBitmap;
    });
    const release = async (...frames: number[]) => {
      for (const f of frames) {
        await vi.waitFor(() => expect(waiting.has(f)).toBe(true));
        waiting.get(f)!();
      }
      await settle();
    };
    const api = createSpinApi();
    const events: SpinEvent[] = [];
    api.open(1, surface(), { urls: urls(36), width: 600, height: 400, autorotate: false }, (e) => events.push(e));
    // Six at a time, in ring order: the first frame, then every 8th frame round the car.
    await vi.waitFor(() => expect(fetched).toEqual([0, 8, 16, 24, 32, 4]));
    await release(0);
    expect(drawn).toEqual([0]);
    await release(8, 16, 24, 32);
    // Turned to frame 7 before it has arrived: the nearest loaded frame (8) stands in for it.
    api.input(1, { type: 'down', x: 0 });
    api.input(1, { type: 'move', x: 7 * 20 });
    expect(api.stats(1)?.frame).toBe(7);
    expect(drawn.at(-1)).toBe(8);
    expect(events.some((e) => e.type === 'ready')).toBe(false);
    // When frame 7 comes it replaces the stand-in; keys turn too.
    await release(4, 12, 20, 28, 2, 6, 10, 14, 18, 22, 26, 30, 34, 1, 3, 5, 7);
    expect(drawn.at(-1)).toBe(7);
    api.input(1, { type: 'up' });
    api.input(1, { type: 'step', delta: 2 });
    expect(drawn.at(-1)).toBe(10);
    await release(9);
    expect(drawn.at(-1)).toBe(9);
    await release(11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35);
    await vi.waitFor(() => expect(events.at(-1)?.type).toBe('ready'));
  });

  it('autorotates every 100 ms, looping, until the shopper takes over', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = await openReady({ autorotate: true });
    vi.advanceTimersByTime(100 * 37);
    expect(api.stats(1)?.frame).toBe(1);
    api.input(1, { type: 'down', x: 0 });
    const frame = api.stats(1)!.frame;
    vi.advanceTimersByTime(1000);
    expect(api.stats(1)?.frame).toBe(frame);
  });

  it('turns by itself only while it can be seen, and not again once the shopper has turned it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = await openReady({ autorotate: true });
    api.input(1, { type: 'visible', on: false });
    vi.advanceTimersByTime(1000);
    expect(api.stats(1)?.frame).toBe(0);
    api.input(1, { type: 'visible', on: true });
    // Seen twice in a row: still one tick per 100 ms.
    api.input(1, { type: 'visible', on: true });
    vi.advanceTimersByTime(300);
    expect(api.stats(1)?.frame).toBe(3);
    api.input(1, { type: 'step', delta: 1 });
    api.input(1, { type: 'visible', on: false });
    api.input(1, { type: 'visible', on: true });
    vi.advanceTimersByTime(1000);
    expect(api.stats(1)?.frame).toBe(4);
  });

  it('keeps still at ready when it was hidden while loading, and without autorotate when seen', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const decode = globalThis.createImageBitmap;
    vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
      await gate;
      return decode(blob);
    });
    const api = createSpinApi();
    const events: SpinEvent[] = [];
    api.open(1, surface(), { urls: urls(36), width: 600, height: 400, autorotate: true }, (e) => events.push(e));
    api.input(1, { type: 'visible', on: false });
    release();
    await vi.waitFor(() => expect(events.some((e) => e.type === 'ready')).toBe(true));
    vi.advanceTimersByTime(1000);
    expect(api.stats(1)?.frame).toBe(0);
    api.input(1, { type: 'visible', on: true });
    vi.advanceTimersByTime(200);
    expect(api.stats(1)?.frame).toBe(2);

    const still = await openReady({ autorotate: false });
    still.api.input(1, { type: 'visible', on: true });
    vi.advanceTimersByTime(1000);
    expect(still.api.stats(1)?.frame).toBe(0);
  });

  it('decodes 72 large frames within the 96 MB budget', async () => {
    const { events, target } = await openReady({ frames: 72, width: 2400, height: 1600 });
    const ready = events.find((e) => e.type === 'ready') as { decodedBytes: number };
    expect(ready.decodedBytes).toBeLessThanOrEqual(96 * 1024 * 1024);
    expect(target.width * target.height * 4 * 72).toBe(ready.decodedBytes);
  });

  it('reports a missing frame as an error', async () => {
    failFrame = 5;
    const { events } = await openReady();
    expect(events.find((e) => e.type === 'error')).toEqual({ type: 'error', message: 'frame 6 failed to load (404)' });
    expect(events.some((e) => e.type === 'ready')).toBe(false);
  });

  it('frees every decoded frame on close', async () => {
    const { api } = await openReady({ frames: 10 });
    api.close(1);
    expect(closed.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(api.stats(1)).toBeNull();
  });
});

describe('preload order and stand-in frames', () => {
  it('fetches every frame once, the first first, then every 8th, every 4th, every 2nd', () => {
    for (const count of [1, 7, 24, 36, 72]) {
      const order = preloadOrder(count);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
      expect(order[0]).toBe(0);
    }
    expect(preloadOrder(36).slice(0, 9)).toEqual([0, 8, 16, 24, 32, 4, 12, 20, 28]);
  });

  it('stands in the nearest loaded frame round the car', () => {
    const loaded = Array.from({ length: 36 }, (_, i) => i % 8 === 0);
    expect(nearestLoaded(7, loaded)).toBe(8);
    expect(nearestLoaded(33, loaded)).toBe(32);
    expect(nearestLoaded(35, loaded)).toBe(0);
    expect(nearestLoaded(3, Array(36).fill(false))).toBe(-1);
  });
});
