// Work that can wait until the page has shown what the shopper came for (the lead outbox, event
// delivery, the header's pending-enquiries indicator, the viewed-car record): one
// piece per idle period, in the order asked for, so each is a short task of its own. Foreground work
// that must not stutter (the 360 spin while it loads its frames) holds all of it back meanwhile.

type Work = () => void;

const queue: Work[] = [];
/** Work for once the queue has run dry (afterIdleWork): taken only when the queue is empty. */
const afterQueue: Work[] = [];
let draining = false;
let holds = 0;
const onRelease = new Set<() => void>();

function nextIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

function drain(): void {
  const next = holds === 0 ? (queue.shift() ?? afterQueue.shift()) : undefined;
  if (!next) {
    draining = false;
    return;
  }
  next();
  nextIdle(drain);
}

function startDraining(): void {
  if (draining || holds > 0 || queue.length + afterQueue.length === 0) return;
  draining = true;
  nextIdle(drain);
}

/** Runs `work` in its turn when the page is idle; the returned function withdraws it if not yet run. */
export function whenIdle(work: Work): () => void {
  queue.push(work);
  startDraining();
  return () => {
    const at = queue.indexOf(work);
    if (at >= 0) queue.splice(at, 1);
  };
}

/**
 * Runs `work` in an idle period of its own once the idle queue has run dry, so it comes after what the
 * page queues as it becomes live, even work queued after this call.
 */
export function afterIdleWork(work: Work): void {
  afterQueue.push(work);
  startDraining();
}

/** Holds idle work back until the returned release is called (calling it again does nothing). */
export function holdIdleWork(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    for (const listener of onRelease) listener();
    startDraining();
  };
}

export function isIdleWorkHeld(): boolean {
  return holds > 0;
}

/** Calls `listener` whenever the last hold is released; returns the function that stops it. */
export function onIdleWorkReleased(listener: () => void): () => void {
  onRelease.add(listener);
  return () => onRelease.delete(listener);
}
