// Issue 38: a count-up writes its figure only when it changes, and no more often than its step
// (the Show Me button's), since each write costs the page a layout and a paint.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountUp } from '../../src/ui/CountUp.tsx';

const format = (n: number) => n.toLocaleString('en-AU');

/** Renders a count at `from`, changes it to `to` and counts the element's text writes over `ms`. */
async function writesOnTheWay(from: number, to: number, stepMs?: number) {
  const { container, rerender } = render(<CountUp value={from} ms={1000} stepMs={stepMs} format={format} />);
  const span = container.querySelector('span')!;
  let writes = 0;
  const watch = new MutationObserver((records) => void (writes += records.length));
  watch.observe(span, { childList: true, characterData: true, subtree: true });
  rerender(<CountUp value={to} ms={1000} stepMs={stepMs} format={format} />);
  await act(async () => void vi.advanceTimersByTime(1200));
  watch.disconnect();
  return { writes, text: span.textContent };
}

describe('CountUp', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] });
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a step no more often than stepMs, and ends on the value', async () => {
    const { writes, text } = await writesOnTheWay(0, 1800, 64);
    expect(text).toBe('1,800');
    expect(writes).toBeGreaterThan(5);
    expect(writes).toBeLessThanOrEqual(Math.ceil(1000 / 64) + 2);
  });

  it('writes a figure only when it changes', async () => {
    const { writes, text } = await writesOnTheWay(3, 5);
    expect(text).toBe('5');
    // 3 (shown already), 4, 5: every frame of the second would write the same text again.
    expect(writes).toBeLessThanOrEqual(2);
  });
});
