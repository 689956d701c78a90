import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOwnTask } from '../../src/perf/own-task.ts';

describe('inOwnTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the work in a later task, not in the one that asked', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    inOwnTask(() => ran.push('work'));
    ran.push('caller');
    expect(ran).toEqual(['caller']);
    vi.runAllTimers();
    expect(ran).toEqual(['caller', 'work']);
  });

  it('withdraws work that has not run', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    const cancel = inOwnTask(work);
    cancel();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
