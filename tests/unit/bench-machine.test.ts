import { describe, expect, it } from 'vitest';
import { machineReading } from '../../scripts/bench-machine.ts';

describe('the machine reading each benchmark carries', () => {
  it('has the load average and a measured page fault and loop, in their units', () => {
    const reading = machineReading();
    expect(reading.load_avg).toHaveLength(3);
    // A page fault takes between a few nanoseconds of bookkeeping and a millisecond on any machine this runs on.
    expect(reading.page_fault_us).toBeGreaterThan(0.01);
    expect(reading.page_fault_us).toBeLessThan(1000);
    expect(reading.cpu_loop_ms).toBeGreaterThan(1);
    expect(Number.isFinite(reading.cpu_loop_ms)).toBe(true);
  });
});
