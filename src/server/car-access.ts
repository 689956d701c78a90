// Which cars a request may see. A car the tenant's listing rules leave out (not shown on the dealer
// website, too few photos, on hold, or sold before the sold-car days) is not served to shoppers: 404,
// or 410 for one sold before the sold-car days, by id, slug, page or PDF alike (ids are sequential,
// so a hidden car must not be one request away). The exception is the shopper who saved or
// reserved it. There are no accounts, so that shopper's browser holds a car pass: an HMAC of the
// site and the car under a server secret, handed out with the car's JSON while it is listed and
// kept with the saved car by the service worker, which sends it back as the Car-Pass header (a link
// may carry it as ?car_pass=). A pass opens that one car on that one site, as long as the secret
// stands (kept in the store's settings, the same on every instance); it cannot be guessed, and is
// only ever given to someone who could see the car.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { listingClock } from '../domain/search-scope.ts';
import type { Car } from '../domain/stock.ts';
import { stockListing } from '../domain/stock-filter.ts';
import type { TenantConfig } from '../domain/tenant-config.ts';
import type { Repository } from './store/repository.ts';

export const CAR_PASS_HEADER = 'car-pass';
export const CAR_PASS_PARAM = 'car_pass';
const SECRET_SETTING = 'car_pass_secret';

export type CarLookup = { kind: 'car'; car: Car } | { kind: 'missing' } | { kind: 'hidden' } | { kind: 'sold' };

export interface CarAccess {
  /** The pass for a car of a site. */
  pass(websiteId: number, carId: number): string;
  /** The tenant's car (as the repository found it), if this request may see it. */
  check(c: Context, tenant: Pick<TenantConfig, 'id' | 'stock'>, car: Car | undefined): CarLookup;
}

/** The status a car the request may not see answers with. */
export const refusedStatus = (lookup: Exclude<CarLookup, { kind: 'car' }>) => (lookup.kind === 'sold' ? 410 : 404);

/** The pass secret: one per store, so every instance sharing it hands out and honours the same passes. */
export async function createCarAccess(repo: Pick<Repository, 'getSetting' | 'settingOnce'>): Promise<CarAccess> {
  const secret = (await repo.getSetting(SECRET_SETTING)) ?? (await repo.settingOnce(SECRET_SETTING, randomBytes(32).toString('base64url')));
  const key = Buffer.from(secret, 'base64url');
  const pass = (websiteId: number, carId: number) => createHmac('sha256', key).update(`car-pass:${websiteId}:${carId}`).digest('base64url').slice(0, 32);
  const holds = (presented: string | undefined, websiteId: number, carId: number) => {
    if (!presented) return false;
    const expected = Buffer.from(pass(websiteId, carId));
    const given = Buffer.from(presented);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return {
    pass,
    check(c, tenant, car) {
      if (!car) return { kind: 'missing' };
      const listing = stockListing(car, { ...tenant.stock, now: listingClock(Date.now()) });
      if (listing === 'listed' || holds(c.req.header(CAR_PASS_HEADER) ?? c.req.query(CAR_PASS_PARAM), tenant.id, car.id)) return { kind: 'car', car };
      return { kind: listing };
    },
  };
}
