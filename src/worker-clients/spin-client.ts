// Opens a 360 spin on a canvas: in workers/spin.worker.ts on a transferred OffscreenCanvas, or on the
// main thread where OffscreenCanvas is missing (or the worker cannot start: the bridge falls back).
// The engine is a few kilobytes and is bundled here rather than loaded lazily: when the worker
// script cannot load (a showroom tablet offline), the fallback must not need the network either.
import { proxy, transfer } from 'comlink';
import { createSpinApi, type SpinEvent, type SpinInput, type SpinOptions, type SpinStats } from '../../workers/spin-api.ts';
import type { SpinApi } from '../../workers/spin.worker.ts';
import { createWorkerClient } from './bridge.ts';

export type { SpinEvent, SpinInput };

export interface SpinHandle {
  readonly thread: 'worker' | 'main';
  input(event: SpinInput): void;
  stats(): Promise<SpinStats | null>;
  close(): void;
}

const client = createWorkerClient<SpinApi>({
  create: () => new Worker(new URL('../../workers/spin.worker.ts', import.meta.url), { type: 'module' }),
  fallback: async () => createSpinApi(),
});

let nextId = 1;
const warn = (error: unknown) => console.warn('spin call failed', error);

export async function openSpin(canvas: HTMLCanvasElement, options: SpinOptions, onEvent: (event: SpinEvent) => void): Promise<SpinHandle> {
  const id = nextId++;
  if (typeof canvas.transferControlToOffscreen === 'function') {
    // A worker that fails to start would swallow a transferred canvas: make sure it answers first
    // (or that the bridge has moved to the main thread) before handing the canvas over.
    await client.call('stats', [0]);
    const offscreen = canvas.transferControlToOffscreen();
    await client.call('open', [id, transfer(offscreen, [offscreen]), options, proxy(onEvent)]);
    return {
      thread: 'worker',
      input: (event) => void client.call('input', [id, event]).catch(warn),
      stats: () => client.call('stats', [id]),
      close: () => void client.call('close', [id]).catch(warn),
    };
  }
  const api = createSpinApi();
  api.open(id, canvas, options, onEvent);
  return {
    thread: 'main',
    input: (event) => api.input(id, event),
    stats: async () => api.stats(id),
    close: () => api.close(id),
  };
}
