// Fixed-window request counters (in memory: one server process owns a DATA_DIR). Limits come from
// LEADS_RATE_PER_IP and LEADS_RATE_PER_TENANT (requests per LEADS_RATE_WINDOW_S seconds).
export interface RateLimit {
  /** null when allowed; otherwise the seconds until the window resets (Retry-After). */
  hit(key: string, now?: number): number | null;
}

export function createRateLimit(limit: number, windowMs: number): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, now = Date.now()) {
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        // Expired windows are dropped as we go, so the map stays the size of the active clients.
        if (windows.size > 10_000) for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k);
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      if (w.count >= limit) return Math.max(1, Math.ceil((w.start + windowMs - now) / 1000));
      w.count++;
      return null;
    },
  };
}

export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const num = (name: string, fallback: number) => {
    const n = Number(env[name]);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const windowMs = num('LEADS_RATE_WINDOW_S', 600) * 1000;
  return { perIp: createRateLimit(num('LEADS_RATE_PER_IP', 30), windowMs), perTenant: createRateLimit(num('LEADS_RATE_PER_TENANT', 500), windowMs) };
}
