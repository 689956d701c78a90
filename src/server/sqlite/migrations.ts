// Schema versions, applied in order and recorded in PRAGMA user_version. Never edit a shipped
// migration: add the next one. Rows keep the full record as JSON beside the columns we query by.
export const MIGRATIONS: string[] = [
  `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE makes (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, data TEXT NOT NULL);
  CREATE TABLE models (id INTEGER PRIMARY KEY, make_id INTEGER NOT NULL REFERENCES makes(id), slug TEXT NOT NULL, data TEXT NOT NULL);
  CREATE TABLE dealerships (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, website_id INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE locations (
    id INTEGER PRIMARY KEY, slug TEXT NOT NULL, dealership_id INTEGER NOT NULL REFERENCES dealerships(id), data TEXT NOT NULL
  );
  CREATE TABLE cars (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    website_id INTEGER NOT NULL,
    dealership_id INTEGER NOT NULL REFERENCES dealerships(id),
    status TEXT NOT NULL,
    car_type TEXT NOT NULL,
    make TEXT NOT NULL,
    model TEXT NOT NULL,
    price REAL NOT NULL,
    show_on_dealer_website INTEGER NOT NULL,
    sold_date_timestamp INTEGER,
    updated_at TEXT NOT NULL,
    data TEXT NOT NULL
  );
  CREATE INDEX cars_website ON cars(website_id, status);
  CREATE TABLE reviews (id INTEGER PRIMARY KEY, dealership_id INTEGER NOT NULL REFERENCES dealerships(id), data TEXT NOT NULL);
  CREATE TABLE offers (id INTEGER PRIMARY KEY, website_id INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE TABLE brands (website_id INTEGER NOT NULL, slug TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (website_id, slug));
  CREATE TABLE delivery_regions (id INTEGER PRIMARY KEY, data TEXT NOT NULL);
  CREATE TABLE parts (id INTEGER PRIMARY KEY, website_id INTEGER NOT NULL, data TEXT NOT NULL);
  `,
];
