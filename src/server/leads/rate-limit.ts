// Fixed-window request counters, kept in the store so that every instance behind a load balancer
// counts into the same window: a limit is the tenant's (or the client's), not one process's. Limits
// come from LEADS_RATE_PER_IP (lead requests one address may make), LEADS_RATE_PER_TENANT (accepted
// leads a tenant's dealer gets at once) and LEADS_RATE_SHARE (how many of those one address can
// account for), each per LEADS_RATE_WINDOW_S seconds.
export interface RateLimit {
  /** null when allowed; otherwise the seconds until the window resets (Retry-After). */
  hit(key: string, now?: number): Promise<number | null>;
}

/** Where the windows are counted (the repository: `countHit`, `forgetPastHits`). */
export interface HitCounter {
  countHit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  forgetPastHits(now: number): Promise<void>;
}

/** How often past windows are swept out of the store (by whichever request comes first after). */
const SWEEP_EVERY_MS = 60_000;

/** One more hit on `name`'s window for `key`, sweeping past windows out of the store now and then. */
function windowCounter(counter: HitCounter, name: string, windowMs: number) {
  let swept = Date.now();
  return async (key: string, now: number) => {
    if (now - swept >= SWEEP_EVERY_MS) {
      swept = now;
      await counter.forgetPastHits(now);
    }
    return counter.countHit(`${name}:${key}`, windowMs, now);
  };
}

/** `name` keeps each limit's windows apart in the shared table ('lead-ip', 'lead-tenant', ...). */
export function createRateLimit(counter: HitCounter, name: string, limit: number, windowMs: number): RateLimit {
  const count = windowCounter(counter, name, windowMs);
  return {
    async hit(key, now = Date.now()) {
      const { count: n, resetAt } = await count(key, now);
      return n <= limit ? null : Math.max(1, Math.ceil((resetAt - now) / 1000));
    },
  };
}

/**
 * True the first time a key is seen in `windowMs` (a client's view of a car). Counted in the store
 * like the limits, so a client seen by one instance is seen by all, and what is remembered is rows
 * swept once their window has passed, not this process's memory.
 */
export function createOncePer(counter: HitCounter, name: string, windowMs: number) {
  const count = windowCounter(counter, name, windowMs);
  return {
    async first(key: string, now = Date.now()): Promise<boolean> {
      return (await count(key, now)).count === 1;
    },
  };
}

export interface LeadPacing {
  /**
   * When an accepted lead from `address` goes to the tenant's dealer: now, or later when it is past
   * the tenant's limit or past the address's share of it. A lead is never refused for the tenant's
   * limit (that limit could then be spent by someone else's junk): past it, deliveries are queued
   * and paced at the limit's rate.
   */
  deliverAt(tenant: string, address: string, now?: number): Promise<number>;
}

/** The store's counters and the paced deliveries' slots (the repository's `takeSlot`). */
export interface SlotCounter extends HitCounter {
  takeSlot(key: string, intervalMs: number, now: number): Promise<number>;
}

export function createLeadPacing(counter: SlotCounter, { perTenant, share, windowMs }: { perTenant: number; share: number; windowMs: number }): LeadPacing {
  const shares = createRateLimit(counter, 'lead-share', share, windowMs);
  const tenants = createRateLimit(counter, 'lead-tenant', perTenant, windowMs);
  return {
    async deliverAt(tenant, address, now = Date.now()) {
      // An address past its share does not count towards the tenant's limit: a few addresses cannot spend it.
      if ((await shares.hit(`${tenant} ${address}`, now)) === null && (await tenants.hit(tenant, now)) === null) return now;
      // The tenant's next free slot, shared by every instance, so the pace is the tenant's.
      return counter.takeSlot(`lead-slot:${tenant}`, windowMs / perTenant, now);
    },
  };
}

export function rateLimitsFromEnv(counter: SlotCounter, env: NodeJS.ProcessEnv = process.env) {
  const num = (name: string, fallback: number) => {
    const n = Number(env[name]);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const windowMs = num('LEADS_RATE_WINDOW_S', 600) * 1000;
  return {
    perIp: createRateLimit(counter, 'lead-ip', num('LEADS_RATE_PER_IP', 30), windowMs),
    pacing: createLeadPacing(counter, { perTenant: num('LEADS_RATE_PER_TENANT', 500), share: num('LEADS_RATE_SHARE', 5), windowMs }),
  };
}
