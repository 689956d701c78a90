// Whether two answers to the same search show the same thing: the engine's timing differs on every
// run, the hits and counts do not unless the stock changed.

/** Response fields that change from run to run without changing what a page shows. */
const TIMING_FIELDS = new Set(['processingTimeMS', 'processingTimingsMS', 'serverTimeMS']);

const shown = (responses: readonly unknown[]) => JSON.stringify(responses, (key, value: unknown) => (TIMING_FIELDS.has(key) ? undefined : value));

export function sameResults(a: readonly unknown[], b: readonly unknown[]): boolean {
  return shown(a) === shown(b);
}
