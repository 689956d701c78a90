// What the machine was like when a benchmark ran, for its JSON line. The machine a session gets
// changes in ways the load average does not show: on 2026-11-29 a fresh one took 12-15 us for a first
// write to a page of memory (a page fault), the host taking back memory the machine had freed, and a
// browser, which maps and touches memory all the time, was several times slower on it than on the
// machine of the session before (docs/performance.md, "The machine under the figures"). Each figure
// then comes with the reading it was taken under.
import { loadavg } from 'node:os';

const PAGE_BYTES = 4096;
const FAULT_BYTES = 128 * 2 ** 20;
const CPU_STEPS = 5e7;

export const loadAverage = () => loadavg().map((l) => Number(l.toFixed(2)));

/** The median of three tries of `measure`, so one busy moment does not stand for the machine. */
function medianOf3(measure: () => number): number {
  const tries = [measure(), measure(), measure()].sort((a, b) => a - b);
  return Number(tries[1]!.toFixed(2));
}

/** Microseconds for a first write to a page of fresh memory (the kernel's fault, and the host's if it took the page back). */
function pageFaultMicros(): number {
  const start = performance.now();
  const memory = Buffer.allocUnsafeSlow(FAULT_BYTES);
  for (let at = 0; at < FAULT_BYTES; at += PAGE_BYTES) memory[at] = 1;
  return ((performance.now() - start) * 1000) / (FAULT_BYTES / PAGE_BYTES);
}

/** Milliseconds for a fixed loop of integer arithmetic: the core's own speed, with no memory behind it. */
function cpuLoopMs(): number {
  const start = performance.now();
  let sum = 0;
  for (let step = 0; step < CPU_STEPS; step++) sum = (sum + step * 7) % 1000003;
  return performance.now() - start;
}

export type MachineReading = { load_avg: number[]; page_fault_us: number; cpu_loop_ms: number };

export function machineReading(): MachineReading {
  return { load_avg: loadAverage(), page_fault_us: medianOf3(pageFaultMicros), cpu_loop_ms: medianOf3(cpuLoopMs) };
}
