// Saved-search alerts ("e-mail me new matches"): each saved search with alerts on is searched again
// on the shopper's site, and cars it did not match before are e-mailed through the message channel.
// It runs when stock changes (a little after, so a feed's burst of writes is one round) and every
// ACCOUNT_ALERTS_INTERVAL_S seconds; a round's failure is logged and the next round tries again.
// Every instance runs it; each alert is sent by the one that claims it in the store.
import { isPlaceholderEmail } from '../../domain/account.ts';
import type { SavedSearchRequest } from '../../domain/account-schema.ts';
import { priceDisplay } from '../../domain/price-display.ts';
import type { Car } from '../../domain/stock.ts';
import type { MessageChannel } from '../messages/channel.ts';
import type { TenantDirectory } from '../tenants/resolve-host.ts';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import { newMatchesEmail } from './code-messages.ts';
import type { GarageStore } from './garage-store.ts';

/** At most this many cars are listed in one alert; the e-mail links to the search for the rest. */
const MAX_CARS_IN_ALERT = 10;
/** The ids remembered per search, newest matches kept: enough for any page of results. */
const MAX_SEEN = 2000;

export interface SearchAlertDeps {
  garage: GarageStore;
  tenants: TenantDirectory;
  channel: MessageChannel;
  matchingIds(tenant: LoadedTenant, request: SavedSearchRequest): Promise<string[] | null>;
  cars(ids: number[]): Promise<Car[]>;
  log?: (line: string) => void;
}

/** One round: returns how many alerts were sent. */
export async function sendSearchAlerts(deps: SearchAlertDeps): Promise<number> {
  let sent = 0;
  for (const search of await deps.garage.searchesWithAlerts()) {
    const tenant = deps.tenants.bySlug(search.tenant);
    if (!tenant || isPlaceholderEmail(search.email)) continue;
    const ids = await deps.matchingIds(tenant, JSON.parse(search.request) as SavedSearchRequest);
    if (ids === null) continue;
    const seen = new Set(JSON.parse(search.seen_ids) as string[]);
    const fresh = ids.filter((id) => !seen.has(id));
    if (fresh.length === 0) continue;
    const nowSeen = [...fresh, ...seen].slice(0, MAX_SEEN);
    // Instances sharing a PostgreSQL each run this job: the one that takes the search sends.
    if (!(await deps.garage.claimAlert(search.id, search.seen_ids, nowSeen))) continue;
    const cars = await deps.cars(fresh.slice(0, MAX_CARS_IN_ALERT).map(Number));
    const options = { subscriptions: tenant.config.features.subscriptions, noPriceText: tenant.config.stock.noPriceText };
    const email = newMatchesEmail(
      { name: tenant.config.name, origin: search.origin },
      search.email,
      { label: search.label, url: search.url },
      cars.map((car) => ({ name: car.name, slug: car.slug, price: priceDisplay(car, options).text })),
    );
    try {
      await deps.channel.sendEmail({ tenant: { slug: tenant.config.slug, name: tenant.config.name } }, email);
    } catch (error) {
      await deps.garage.releaseAlert(search.id, nowSeen, search.seen_ids);
      throw error;
    }
    sent++;
  }
  return sent;
}

export function startSearchAlerts(deps: SearchAlertDeps, { intervalMs, settleMs = 10_000 }: { intervalMs: number; settleMs?: number }) {
  const log = deps.log ?? console.error;
  let running: Promise<void> | null = null;
  let again = false;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const round = () => {
    if (running) {
      again = true;
      return running;
    }
    running = sendSearchAlerts(deps)
      .then(() => undefined)
      .catch((error: unknown) => log(`saved-search alerts: ${error instanceof Error ? error.message : String(error)}; the next round tries again`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void round();
        }
      });
    return running;
  };
  const timer = setInterval(() => void round(), intervalMs);
  timer.unref();
  return {
    /** Stock changed: a round a little later. */
    stockChanged() {
      clearTimeout(settle);
      settle = setTimeout(() => void round(), settleMs);
      settle.unref();
    },
    /** A round now (tests, and the first round after start). */
    run: round,
    async stop() {
      clearInterval(timer);
      clearTimeout(settle);
      await running;
    },
  };
}
