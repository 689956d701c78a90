// The one module that talks SQL. Everything else asks it for records, so a PostgreSQL adapter can
// replace it behind the same interface.
import type { Brand, Car, Dealership, DeliveryRegion, DemoData, Location, Make, Model, Offer, Part, Review } from '../../domain/stock.ts';
import type { Db } from './database.ts';
import { createLeadsRepository, type KeyReply } from './leads-repository.ts';

export type CarsChangedListener = (changedIds: number[]) => void;

const parse = <T>(rows: { data: string }[]): T[] => rows.map((r) => JSON.parse(r.data) as T);

export function createRepository(db: Db) {
  const listeners = new Set<CarsChangedListener>();
  const leads = createLeadsRepository(db);
  const websiteOfDealership = (id: number) =>
    (db.prepare('SELECT website_id FROM dealerships WHERE id = ?').get(id) as { website_id: number } | undefined)?.website_id;

  const insertCar = db.prepare(`
    INSERT INTO cars (id, slug, website_id, dealership_id, status, car_type, make, model, price,
      show_on_dealer_website, sold_date_timestamp, updated_at, data)
    VALUES (@id, @slug, @website_id, @dealership_id, @status, @car_type, @make, @model, @price,
      @show_on_dealer_website, @sold_date_timestamp, @updated_at, @data)
    ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, website_id = excluded.website_id,
      dealership_id = excluded.dealership_id, status = excluded.status, car_type = excluded.car_type,
      make = excluded.make, model = excluded.model, price = excluded.price,
      show_on_dealer_website = excluded.show_on_dealer_website,
      sold_date_timestamp = excluded.sold_date_timestamp, updated_at = excluded.updated_at, data = excluded.data`);

  const carRow = (car: Car, websiteId: number) => ({
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
  });

  const notify = (ids: number[]) => {
    for (const listener of listeners) listener(ids);
  };

  return {
    isSeeded(): boolean {
      return (db.prepare('SELECT COUNT(*) AS n FROM dealerships').get() as { n: number }).n > 0;
    },

    /** Loads a whole data set in one transaction (first start). */
    seed(data: DemoData): void {
      const json = (table: string, columns: string[]) => {
        const stmt = db.prepare(`INSERT INTO ${table} (${[...columns, 'data'].join(', ')}) VALUES (${[...columns, 'data'].map((c) => `@${c}`).join(', ')})`);
        return (row: object) => {
          const values = row as Record<string, unknown>;
          stmt.run({ ...Object.fromEntries(columns.map((c) => [c, values[c]])), data: JSON.stringify(row) });
        };
      };
      db.transaction(() => {
        data.makes.forEach(json('makes', ['id', 'slug']));
        data.models.forEach(json('models', ['id', 'make_id', 'slug']));
        data.dealerships.forEach(json('dealerships', ['id', 'slug', 'website_id']));
        data.locations.forEach(json('locations', ['id', 'slug', 'dealership_id']));
        data.reviews.forEach(json('reviews', ['id', 'dealership_id']));
        data.offers.forEach(json('offers', ['id', 'website_id']));
        data.brands.forEach(json('brands', ['website_id', 'slug']));
        data.deliveryRegions.forEach(json('delivery_regions', ['id']));
        data.parts.forEach(json('parts', ['id', 'website_id']));
        const websites = new Map(data.dealerships.map((d) => [d.id, d.website_id]));
        for (const car of data.cars) {
          const websiteId = websites.get(car.dealership_id);
          if (websiteId === undefined) throw new Error(`car ${car.id} names unknown dealership ${car.dealership_id}`);
          insertCar.run(carRow(car, websiteId));
        }
      })();
      notify(data.cars.map((c) => c.id));
    },

    /** Writes a changed car and tells the search index. */
    saveCar(car: Car): void {
      const websiteId = websiteOfDealership(car.dealership_id);
      if (websiteId === undefined) throw new Error(`car ${car.id} names unknown dealership ${car.dealership_id}`);
      insertCar.run(carRow(car, websiteId));
      notify([car.id]);
    },

    onCarsChanged(listener: CarsChangedListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    cars(ids?: number[]): Car[] {
      if (!ids) return parse<Car>(db.prepare('SELECT data FROM cars ORDER BY id').all() as { data: string }[]);
      const stmt = db.prepare('SELECT data FROM cars WHERE id = ?');
      return ids.flatMap((id) => parse<Car>(stmt.all(id) as { data: string }[]));
    },
    carBySlug(slug: string, websiteId: number): Car | undefined {
      const row = db.prepare('SELECT data FROM cars WHERE slug = ? AND website_id = ?').get(slug, websiteId) as { data: string } | undefined;
      return row ? (JSON.parse(row.data) as Car) : undefined;
    },
    carById(id: number, websiteId: number): Car | undefined {
      const row = db.prepare('SELECT data FROM cars WHERE id = ? AND website_id = ?').get(id, websiteId) as { data: string } | undefined;
      return row ? (JSON.parse(row.data) as Car) : undefined;
    },
    /** Listed stock by make and model, and by car type and item type (for the menus). */
    stockSummary(websiteId: number) {
      const listed = `FROM cars WHERE website_id = ? AND show_on_dealer_website = 1 AND status IN ('in_stock', 'coming_soon')`;
      return {
        models: db
          .prepare(`SELECT make, model, json_extract(data, '$.model_slug') AS slug, COUNT(*) AS count ${listed} GROUP BY make, model ORDER BY count DESC, make, model`)
          .all(websiteId) as { make: string; model: string; slug: string; count: number }[],
        carTypes: db.prepare(`SELECT car_type AS key, COUNT(*) AS count ${listed} GROUP BY car_type`).all(websiteId) as { key: string; count: number }[],
        itemTypes: db
          .prepare(`SELECT json_extract(data, '$.item_type') AS key, COUNT(*) AS count ${listed} GROUP BY key`)
          .all(websiteId) as { key: string; count: number }[],
      };
    },
    makes: () => parse<Make>(db.prepare('SELECT data FROM makes ORDER BY id').all() as { data: string }[]),
    models: () => parse<Model>(db.prepare('SELECT data FROM models ORDER BY id').all() as { data: string }[]),
    dealerships: () => parse<Dealership>(db.prepare('SELECT data FROM dealerships ORDER BY id').all() as { data: string }[]),
    locations: (websiteId?: number) =>
      parse<Location>(
        (websiteId === undefined
          ? db.prepare('SELECT data FROM locations ORDER BY id').all()
          : db
              .prepare('SELECT l.data FROM locations l JOIN dealerships d ON d.id = l.dealership_id WHERE d.website_id = ? ORDER BY l.id')
              .all(websiteId)) as { data: string }[],
      ),
    reviews: (dealershipId: number) =>
      parse<Review>(db.prepare('SELECT data FROM reviews WHERE dealership_id = ? ORDER BY id').all(dealershipId) as { data: string }[]),
    /** Every review of the website's dealerships. */
    websiteReviews: (websiteId: number) =>
      parse<Review>(
        db.prepare('SELECT r.data FROM reviews r JOIN dealerships d ON d.id = r.dealership_id WHERE d.website_id = ? ORDER BY r.id').all(websiteId) as { data: string }[],
      ),
    offers: () => parse<Offer>(db.prepare('SELECT data FROM offers ORDER BY id').all() as { data: string }[]),
    brands: (websiteId: number) => parse<Brand>(db.prepare('SELECT data FROM brands WHERE website_id = ? ORDER BY slug').all(websiteId) as { data: string }[]),
    deliveryRegions: () => parse<DeliveryRegion>(db.prepare('SELECT data FROM delivery_regions ORDER BY id').all() as { data: string }[]),
    parts: () => parse<Part>(db.prepare('SELECT data FROM parts ORDER BY id').all() as { data: string }[]),

    /** Records a reveal, and with an Idempotency-Key its reply in the same transaction (so it counts once). */
    recordPhoneReveal(reveal: { car_id: number; dealership_id: number; website_id: number }, once?: KeyReply): void {
      db.transaction(() => {
        db.prepare('INSERT INTO phone_reveals (car_id, dealership_id, website_id, revealed_at) VALUES (@car_id, @dealership_id, @website_id, @at)').run({ ...reveal, at: new Date().toISOString() });
        if (once) leads.completeKey(once);
      })();
    },
    phoneReveals: (carId: number) => (db.prepare('SELECT COUNT(*) AS n FROM phone_reveals WHERE car_id = ?').get(carId) as { n: number }).n,
    /** Counts one more view and answers the views counted so far. */
    recordCarView(carId: number): number {
      return (db.prepare('INSERT INTO car_views (car_id, count) VALUES (?, 1) ON CONFLICT(car_id) DO UPDATE SET count = count + 1 RETURNING count').get(carId) as { count: number }).count;
    },

    /** Leads, Idempotency-Key replies, dealer deliveries, analytics events. */
    leads,

    getSetting(key: string): string | undefined {
      return (db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined)?.value;
    },
    setSetting(key: string, value: string): void {
      db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
    },
  };
}

export type Repository = ReturnType<typeof createRepository>;
