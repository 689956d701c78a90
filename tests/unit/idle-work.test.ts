// The idle queue: one piece of work per idle period, in order, held back while foreground work runs;
// afterIdleWork comes after everything queued before its turn.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

let idle: typeof import('../../src/perf/idle-work.ts');
beforeAll(async () => {
  vi.useFakeTimers();
  // No requestIdleCallback here: the queue takes a turn every 200 ms instead.
  vi.stubGlobal('window', {});
  idle = await import('../../src/perf/idle-work.ts');
});
afterEach(() => vi.runAllTimers());

describe('idle work', () => {
  it('runs one piece a turn, in the order asked for, and none while held', () => {
    const ran: string[] = [];
    const release = idle.holdIdleWork();
    idle.whenIdle(() => ran.push('a'));
    idle.whenIdle(() => ran.push('b'));
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual([]);
    release();
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['a']);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['a', 'b']);
  });

  it('runs afterIdleWork once the queue has run dry, after work queued before its turn came', () => {
    const ran: string[] = [];
    idle.whenIdle(() => ran.push('outbox'));
    idle.afterIdleWork(() => ran.push('service worker'));
    // Queued after it, as a page's sections are when it becomes live, but before its turn.
    idle.whenIdle(() => ran.push('section 1'));
    idle.whenIdle(() => ran.push('section 2'));
    vi.advanceTimersByTime(5000);
    expect(ran).toEqual(['outbox', 'section 1', 'section 2', 'service worker']);
  });

  it('runs each piece of afterIdleWork, in order, one a turn, and work queued meanwhile first', () => {
    const ran: string[] = [];
    idle.afterIdleWork(() => ran.push('first'));
    idle.afterIdleWork(() => ran.push('second'));
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['first']);
    idle.whenIdle(() => ran.push('queued meanwhile'));
    vi.advanceTimersByTime(400);
    expect(ran).toEqual(['first', 'queued meanwhile', 'second']);
  });

  it('runs afterIdleWork in the next turn when nothing waits', () => {
    const ran: string[] = [];
    idle.afterIdleWork(() => ran.push('service worker'));
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['service worker']);
  });
});
