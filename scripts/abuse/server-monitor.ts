// Loaded into the server process by `npm run test:abuse` (node --import): every 250 ms it prints the
// process's resident memory and its longest event-loop block since the last reset as one line
// ("[server-monitor] {...}"); SIGUSR2 resets the figures, so start-up (seeding, index building) is
// not counted. Not part of the server.
//
// A block is a timer that fired late less the time the main thread waited for a core meanwhile
// (Linux's /proc/self/task/<pid>/schedstat: run-queue wait). On a shared machine a process also
// fires late when it is not given a core, which is not the server blocking; time in a synchronous
// system call (an fsync) is blocking, and counts. `max_delay_ms` is the plain lateness.
import { readFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';

const TICK_MS = 10;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Milliseconds the main thread has waited on a run queue, or null where /proc does not say. */
function runQueueWaitMs(): number | null {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return null;
  }
}

let peakRss = 0;
let maxBlock = 0;
let maxDelay = 0;
let maxGc = 0;
process.on('SIGUSR2', () => {
  peakRss = 0;
  maxBlock = 0;
  maxDelay = 0;
  maxGc = 0;
});
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) maxGc = Math.max(maxGc, entry.duration);
}).observe({ entryTypes: ['gc'] });

let last = performance.now();
let lastWait = runQueueWaitMs();
const tick = () => {
  const now = performance.now();
  const wait = runQueueWaitMs();
  const late = now - last - TICK_MS;
  if (late > 0) {
    maxDelay = Math.max(maxDelay, late);
    maxBlock = Math.max(maxBlock, wait === null || lastWait === null ? late : late - (wait - lastWait));
  }
  last = now;
  lastWait = wait;
  setTimeout(tick, TICK_MS).unref();
};
setTimeout(tick, TICK_MS).unref();

setInterval(() => {
  const rss = process.memoryUsage().rss;
  peakRss = Math.max(peakRss, rss);
  process.stdout.write(`[server-monitor] ${JSON.stringify({ rss_mb: mb(rss), peak_rss_mb: mb(peakRss), max_block_ms: Math.round(maxBlock), max_delay_ms: Math.round(maxDelay), max_gc_ms: Math.round(maxGc), heap_mb: mb(process.memoryUsage().heapUsed), external_mb: mb(process.memoryUsage().external) })}\n`);
}, 250).unref();
