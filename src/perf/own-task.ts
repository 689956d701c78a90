// Starting a request costs the main thread time (fetch() alone, more with what else runs), and a
// commit's effects that each start one made a single long task of the page becoming live. Moved into tasks of their own, the browser can paint and answer input
// between them.

/** Runs `work` in a task of its own once the current task is done; the returned function withdraws it if it has not run. */
export function inOwnTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
