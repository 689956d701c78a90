// Retry spacing for anything sent again later (the browser's lead outbox and the server's dealer
// delivery): doubling from `base`, capped at `max`, so a dead destination is tried less and less.
export function backoffDelay(attempts: number, { base = 2000, max = 5 * 60_000 }: { base?: number; max?: number } = {}): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}
