// The one module with the stock's SQL, written once for both stores through Kysely (the leads' SQL is
// in leads-repository.ts). Everything else asks it for records. Every call is async: PostgreSQL's
// client is, and SQLite's synchronous calls are wrapped the same way so callers never care which.
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Brand, Car, Dealership, DeliveryRegion, DemoData, Location, Make, Model, Offer, Part, Review } from '../../domain/stock.ts';
import { createLeadsRepository, type KeyReply } from './leads-repository.ts';
import { createPaymentsRepository } from './payments-repository.ts';
import type { CarRow, Database } from './schema.ts';
import type { CarsChanged, Store } from './store.ts';

export type CarsChangedListener = (changed: CarsChanged) => void;

/** Rows a multi-row INSERT takes at once (13 columns × 500 is far below either store's parameter limit). */
const BATCH = 500;
const batches = <T>(items: readonly T[]): T[][] => Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

const parse = <T>(rows: { data: string }[]): T[] => rows.map((r) => JSON.parse(r.data) as T);
const withData = <T extends object>(row: T) => ({ data: JSON.stringify(row) });

function carRow(car: Car, websiteId: number): CarRow {
  return {
    id: car.id,
    slug: car.slug,
    website_id: websiteId,
    dealership_id: car.dealership_id,
    status: car.status,
    car_type: car.car_type,
    make: car.make,
    model: car.model,
    price: car.price,
    show_on_dealer_website: car.show_on_dealer_website ? 1 : 0,
    sold_date_timestamp: car.sold_date_timestamp,
    updated_at: car.updated_at,
    data: JSON.stringify(car),
  };
}

/** Plain code-unit order, the same whichever collation the store was set up with. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function createRepository(store: Store) {
  const { db } = store;
  const listeners = new Set<CarsChangedListener>();
  const notify = (changed: CarsChanged) => {
    for (const listener of listeners) listener(changed);
  };
  store.onOtherInstancesCars(notify);
  const leads = createLeadsRepository(store);
  const payments = createPaymentsRepository(store);

  async function insertAll<T extends keyof Database & string>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]) {
    for (const batch of batches(rows)) await trx.insertInto(table).values(batch as never).execute();
  }

  async function upsertCars(trx: Transaction<Database>, rows: CarRow[]) {
    for (const batch of batches(rows)) {
      await trx
        .insertInto('cars')
        .values(batch)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            slug: eb.ref('excluded.slug'),
            website_id: eb.ref('excluded.website_id'),
            dealership_id: eb.ref('excluded.dealership_id'),
            status: eb.ref('excluded.status'),
            car_type: eb.ref('excluded.car_type'),
            make: eb.ref('excluded.make'),
            model: eb.ref('excluded.model'),
            price: eb.ref('excluded.price'),
            show_on_dealer_website: eb.ref('excluded.show_on_dealer_website'),
            sold_date_timestamp: eb.ref('excluded.sold_date_timestamp'),
            updated_at: eb.ref('excluded.updated_at'),
            data: eb.ref('excluded.data'),
          })),
        )
        .execute();
    }
  }

  async function writeCar(trx: Transaction<Database>, car: Car) {
    const dealership = await trx.selectFrom('dealerships').select('website_id').where('id', '=', car.dealership_id).executeTakeFirst();
    if (!dealership) throw new Error(`car ${car.id} names unknown dealership ${car.dealership_id}`);
    await upsertCars(trx, [carRow(car, dealership.website_id)]);
    await store.announceCars(trx, [car.id]);
  }

  const dataOf = async <T>(table: 'makes' | 'models' | 'dealerships' | 'offers' | 'delivery_regions' | 'parts') =>
    parse<T>(await db.selectFrom(table).select('data').orderBy('id').execute());

  return {
    async isSeeded(): Promise<boolean> {
      return (await db.selectFrom('dealerships').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    /**
     * Loads a whole data set in one transaction (first start). False when another instance seeded
     * first (instances starting together on an empty PostgreSQL take turns).
     */
    async seed(data: DemoData): Promise<boolean> {
      const websites = new Map(data.dealerships.map((d) => [d.id, d.website_id]));
      const cars = data.cars.map((car) => {
        const websiteId = websites.get(car.dealership_id);
        if (websiteId === undefined) throw new Error(`car ${car.id} names unknown dealership ${car.dealership_id}`);
        return carRow(car, websiteId);
      });
      const seeded = await db.transaction().execute(async (trx) => {
        await store.lockForSeed(trx);
        if (await trx.selectFrom('dealerships').select('id').limit(1).executeTakeFirst()) return false;
        await insertAll(trx, 'makes', data.makes.map((m) => ({ id: m.id, slug: m.slug, ...withData(m) })));
        await insertAll(trx, 'models', data.models.map((m) => ({ id: m.id, make_id: m.make_id, slug: m.slug, ...withData(m) })));
        await insertAll(trx, 'dealerships', data.dealerships.map((d) => ({ id: d.id, slug: d.slug, website_id: d.website_id, ...withData(d) })));
        await insertAll(trx, 'locations', data.locations.map((l) => ({ id: l.id, slug: l.slug, dealership_id: l.dealership_id, ...withData(l) })));
        await insertAll(trx, 'reviews', data.reviews.map((r) => ({ id: r.id, dealership_id: r.dealership_id, ...withData(r) })));
        await insertAll(trx, 'offers', data.offers.map((o) => ({ id: o.id, website_id: o.website_id, ...withData(o) })));
        await insertAll(trx, 'brands', data.brands.map((b) => ({ website_id: b.website_id, slug: b.slug, ...withData(b) })));
        await insertAll(trx, 'delivery_regions', data.deliveryRegions.map((r) => ({ id: r.id, ...withData(r) })));
        await insertAll(trx, 'parts', data.parts.map((p) => ({ id: p.id, website_id: p.website_id, ...withData(p) })));
        await upsertCars(trx, cars);
        await store.announceCars(trx, 'all');
        return true;
      });
      if (seeded) notify('all');
      return seeded;
    },

    /**
     * Writes a changed car; this instance's search index hears at once, the others' on commit.
     * Durably: a car reserved by a paid deposit stays reserved through a power cut.
     */
    async saveCar(car: Car): Promise<void> {
      await store.durableTransaction((trx) => writeCar(trx, car));
      notify([car.id]);
    },

    /**
     * Shows the car reserved if this payment still holds it, in one transaction with the hold locked,
     * so a release committing meanwhile (staff, a refund) cannot leave the car reserved with no hold.
     * False when this payment does not hold it.
     */
    async reserveHeldCar(carId: number, paymentId: number): Promise<boolean> {
      const changed = await store.durableTransaction(async (trx) => {
        if ((await payments.lockedHolderOf(carId, trx)) !== paymentId) return null;
        const [car] = parse<Car>(await trx.selectFrom('cars').select('data').where('id', '=', carId).execute());
        if (!car) return null;
        if (!car.reserved) await writeCar(trx, { ...car, reserved: true });
        return !car.reserved;
      });
      if (changed) notify([carId]);
      return changed !== null;
    },

    /**
     * Lets go of the car a payment holds and shows it available, in one transaction, so a caller that
     * finds the hold already gone also finds the car already free (a refund and its webhook race).
     * False when this payment did not hold it.
     */
    async releaseHeldCar(carId: number, paymentId: number): Promise<boolean> {
      const released = await store.durableTransaction(async (trx) => {
        const hold = await trx.deleteFrom('car_reservations').where('car_id', '=', carId).where('payment_id', '=', paymentId).executeTakeFirst();
        if (Number(hold.numDeletedRows) !== 1) return false;
        const [car] = parse<Car>(await trx.selectFrom('cars').select('data').where('id', '=', carId).execute());
        if (car?.reserved) await writeCar(trx, { ...car, reserved: false });
        return true;
      });
      if (released) notify([carId]);
      return released;
    },

    /** Cars changed by this instance or, on a shared PostgreSQL, by any other. */
    onCarsChanged(listener: CarsChangedListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async cars(ids?: readonly number[]): Promise<Car[]> {
      if (!ids) return parse<Car>(await db.selectFrom('cars').select('data').orderBy('id').execute());
      const found: Car[] = [];
      for (const batch of batches(ids)) found.push(...parse<Car>(await db.selectFrom('cars').select('data').where('id', 'in', batch).orderBy('id').execute()));
      return found;
    },
    /** Every car of a website, whatever its status (the caller applies the listing rules). */
    async websiteCars(websiteId: number): Promise<Car[]> {
      return parse<Car>(await db.selectFrom('cars').select('data').where('website_id', '=', websiteId).orderBy('id').execute());
    },
    async carBySlug(slug: string, websiteId: number): Promise<Car | undefined> {
      const row = await db.selectFrom('cars').select('data').where('slug', '=', slug).where('website_id', '=', websiteId).executeTakeFirst();
      return row ? (JSON.parse(row.data) as Car) : undefined;
    },
    async carById(id: number, websiteId: number): Promise<Car | undefined> {
      const row = await db.selectFrom('cars').select('data').where('id', '=', id).where('website_id', '=', websiteId).executeTakeFirst();
      return row ? (JSON.parse(row.data) as Car) : undefined;
    },
    /** Listed stock by make and model, and by car type and item type (for the menus). */
    async stockSummary(websiteId: number) {
      const listed = db
        .selectFrom('cars')
        .where('website_id', '=', websiteId)
        .where('show_on_dealer_website', '=', 1)
        .where('status', 'in', ['in_stock', 'coming_soon']);
      const count = sql<number>`COUNT(*)`.as('count');
      const itemType = store.jsonText('data', 'item_type');
      const [models, carTypes, itemTypes] = await Promise.all([
        listed.select(['make', 'model', sql<string>`MIN(${store.jsonText('data', 'model_slug')})`.as('slug'), count]).groupBy(['make', 'model']).execute(),
        listed.select(['car_type as key', count]).groupBy('car_type').execute(),
        listed.select([itemType.as('key'), count]).groupBy(itemType).execute(),
      ]);
      models.sort((a, b) => b.count - a.count || byText(a.make, b.make) || byText(a.model, b.model));
      return { models, carTypes, itemTypes: itemTypes as { key: string; count: number }[] };
    },
    makes: () => dataOf<Make>('makes'),
    models: () => dataOf<Model>('models'),
    dealerships: () => dataOf<Dealership>('dealerships'),
    async locations(websiteId?: number): Promise<Location[]> {
      if (websiteId === undefined) return parse<Location>(await db.selectFrom('locations').select('data').orderBy('id').execute());
      const rows = await db
        .selectFrom('locations as l')
        .innerJoin('dealerships as d', 'd.id', 'l.dealership_id')
        .select('l.data')
        .where('d.website_id', '=', websiteId)
        .orderBy('l.id')
        .execute();
      return parse<Location>(rows);
    },
    async reviews(dealershipId: number): Promise<Review[]> {
      return parse<Review>(await db.selectFrom('reviews').select('data').where('dealership_id', '=', dealershipId).orderBy('id').execute());
    },
    /** Every review of the website's dealerships. */
    async websiteReviews(websiteId: number): Promise<Review[]> {
      const rows = await db
        .selectFrom('reviews as r')
        .innerJoin('dealerships as d', 'd.id', 'r.dealership_id')
        .select('r.data')
        .where('d.website_id', '=', websiteId)
        .orderBy('r.id')
        .execute();
      return parse<Review>(rows);
    },
    offers: () => dataOf<Offer>('offers'),
    async brands(websiteId: number): Promise<Brand[]> {
      const rows = await db.selectFrom('brands').select(['slug', 'data']).where('website_id', '=', websiteId).execute();
      return parse<Brand>(rows.sort((a, b) => byText(a.slug, b.slug)));
    },
    deliveryRegions: () => dataOf<DeliveryRegion>('delivery_regions'),
    parts: () => dataOf<Part>('parts'),

    /** Records a reveal, and with an Idempotency-Key its reply in the same transaction (so it counts once). */
    async recordPhoneReveal(reveal: { car_id: number; dealership_id: number; website_id: number }, once?: KeyReply): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('phone_reveals').values({ ...reveal, revealed_at: new Date().toISOString() }).execute();
        if (once) await leads.completeKey(once, trx);
      });
    },
    async phoneReveals(carId: number): Promise<number> {
      return (await db.selectFrom('phone_reveals').select(sql<number>`COUNT(*)`.as('n')).where('car_id', '=', carId).executeTakeFirstOrThrow()).n;
    },
    /** The views counted so far. */
    async carViews(carId: number): Promise<number> {
      return (await db.selectFrom('car_views').select('count').where('car_id', '=', carId).executeTakeFirst())?.count ?? 0;
    },
    /** Counts one more view and answers the views counted so far. */
    async recordCarView(carId: number): Promise<number> {
      const row = await db
        .insertInto('car_views')
        .values({ car_id: carId, count: 1 })
        .onConflict((oc) => oc.column('car_id').doUpdateSet((eb) => ({ count: eb('car_views.count', '+', 1) })))
        .returning('count')
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** Leads, Idempotency-Key replies, dealer deliveries, analytics and search (Insights) events. */
    leads,
    /** Payments, car reservations, handled provider events. */
    payments,

    /**
     * One more hit on a fixed-window counter (rate limits): the count in the current window and when
     * it resets. Kept in the store, so every instance counts into the same window.
     */
    async countHit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, reset_at: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            count: eb.case().when('rate_limits.reset_at', '<=', now).then(1).else(eb('rate_limits.count', '+', 1)).end(),
            reset_at: eb.case().when('rate_limits.reset_at', '<=', now).then(now + windowMs).else(eb.ref('rate_limits.reset_at')).end(),
          })),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { count: row.count, resetAt: row.reset_at };
    },
    /**
     * The next free slot of a queue paced at one per `intervalMs` (lead deliveries past a tenant's
     * limit): now when the queue is idle, else the slot after the last one taken. One statement, so
     * instances sharing the store take distinct slots. Kept in the rate-limit table, whose sweep
     * drops a queue whose last slot has passed (it would answer now again anyway).
     */
    async takeSlot(key: string, intervalMs: number, now: number): Promise<number> {
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, reset_at: now + intervalMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            count: eb('rate_limits.count', '+', 1),
            reset_at: eb.case().when('rate_limits.reset_at', '<=', now).then(now + intervalMs).else(eb('rate_limits.reset_at', '+', intervalMs)).end(),
          })),
        )
        .returning('reset_at')
        .executeTakeFirstOrThrow();
      return row.reset_at - intervalMs;
    },
    /** Drops counters whose window has passed. */
    async forgetPastHits(now: number): Promise<void> {
      await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
    },

    async getSetting(key: string): Promise<string | undefined> {
      return (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value;
    },
    async setSetting(key: string, value: string): Promise<void> {
      await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
        .execute();
    },
    /** The stored value, or `value` stored now if there was none (the first instance to store one wins). */
    async settingOnce(key: string, value: string): Promise<string> {
      await db.insertInto('settings').values({ key, value }).onConflict((oc) => oc.column('key').doNothing()).execute();
      return (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value;
    },
  };
}

export type Repository = ReturnType<typeof createRepository>;
