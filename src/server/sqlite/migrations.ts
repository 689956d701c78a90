// Schema versions, applied in order and recorded in PRAGMA user_version. Never edit a shipped
// migration: add the next one, here and in src/server/postgres/migrations.ts (a test compares the
// two schemas). Rows keep the full record as JSON beside the columns we query by.
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
  // Vehicle page: phone reveal records and views counted since the stock was loaded.
  `
  CREATE TABLE phone_reveals (
    id INTEGER PRIMARY KEY AUTOINCREMENT, car_id INTEGER NOT NULL, dealership_id INTEGER NOT NULL, website_id INTEGER NOT NULL, revealed_at TEXT NOT NULL
  );
  CREATE TABLE car_views (car_id INTEGER PRIMARY KEY, count INTEGER NOT NULL);
  `,
  // Leads: the lead rows, Idempotency-Key replies, the dealer delivery outbox, analytics events and
  // trade-in valuations sent to /api/miscellaneous.
  `
  CREATE TABLE leads (
    id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, form TEXT NOT NULL, idempotency_key TEXT NOT NULL,
    created_at TEXT NOT NULL, data TEXT NOT NULL, UNIQUE (tenant, idempotency_key)
  );
  CREATE TABLE idempotency_keys (
    tenant TEXT NOT NULL, key TEXT NOT NULL, state TEXT NOT NULL CHECK (state IN ('in_flight', 'done')),
    body_hash TEXT, status INTEGER, response TEXT, started_at TEXT NOT NULL, PRIMARY KEY (tenant, key)
  );
  CREATE TABLE lead_deliveries (
    id INTEGER PRIMARY KEY AUTOINCREMENT, lead_id INTEGER NOT NULL REFERENCES leads(id), tenant TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('webhook', 'adf')), destination TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')), attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL, last_error TEXT, delivered_at TEXT
  );
  CREATE INDEX lead_deliveries_due ON lead_deliveries(state, next_attempt_at);
  CREATE TABLE analytics_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, name TEXT NOT NULL, properties TEXT NOT NULL, at INTEGER NOT NULL, received_at TEXT NOT NULL
  );
  CREATE TABLE miscellaneous (
    id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, column_name TEXT NOT NULL, data TEXT NOT NULL, created_at TEXT NOT NULL
  );
  `,
  // Several instances: an in-flight Idempotency-Key claim names the instance holding it, and rate
  // limit windows are counted in the store, so a limit is the tenant's, not one process's.
  `
  ALTER TABLE idempotency_keys ADD COLUMN owner INTEGER;
  CREATE TABLE rate_limits (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at INTEGER NOT NULL);
  `,
  // Accounts (issue 35): shoppers' accounts, sessions and sign-in codes (better-auth's tables, every
  // row carrying its dealer site: one e-mail or mobile on two sites is two accounts), then what a
  // shopper keeps in My Garage. A lead names the account it was sent from; deleting the account
  // leaves the lead (the dealer's record) and forgets who sent it.
  `
  CREATE TABLE auth_users (
    id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, name TEXT NOT NULL DEFAULT '', last_name TEXT, postcode TEXT,
    email TEXT NOT NULL, email_verified INTEGER NOT NULL DEFAULT 0, image TEXT,
    phone_number TEXT, phone_number_verified INTEGER, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
    UNIQUE (tenant, email), UNIQUE (tenant, phone_number)
  );
  CREATE TABLE auth_sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, user_id INTEGER NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
    token TEXT NOT NULL UNIQUE, expires_at TEXT NOT NULL, ip_address TEXT, user_agent TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
  );
  CREATE INDEX auth_sessions_user ON auth_sessions(user_id);
  CREATE TABLE auth_accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, user_id INTEGER NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
    account_id TEXT NOT NULL, provider_id TEXT NOT NULL, access_token TEXT, refresh_token TEXT, id_token TEXT,
    access_token_expires_at TEXT, refresh_token_expires_at TEXT, scope TEXT, password TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
  );
  CREATE INDEX auth_accounts_user ON auth_accounts(user_id);
  CREATE TABLE auth_verifications (
    id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, identifier TEXT NOT NULL, value TEXT NOT NULL,
    expires_at TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
  );
  CREATE INDEX auth_verifications_identifier ON auth_verifications(tenant, identifier);
  CREATE TABLE watchlist (
    tenant TEXT NOT NULL, user_id INTEGER NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE, car_id INTEGER NOT NULL,
    saved_at TEXT NOT NULL, price_at_save REAL NOT NULL, status_at_save TEXT NOT NULL, reserved_at_save INTEGER NOT NULL,
    PRIMARY KEY (user_id, car_id)
  );
  CREATE TABLE garage_vehicles (
    id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, user_id INTEGER NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
    rego TEXT NOT NULL, rego_state TEXT NOT NULL, make TEXT NOT NULL, model TEXT NOT NULL, year INTEGER NOT NULL, km INTEGER, created_at TEXT NOT NULL
  );
  CREATE INDEX garage_vehicles_user ON garage_vehicles(user_id);
  CREATE TABLE saved_searches (
    id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, user_id INTEGER NOT NULL REFERENCES auth_users(id) ON DELETE CASCADE,
    label TEXT NOT NULL, origin TEXT NOT NULL, url TEXT NOT NULL, request TEXT NOT NULL, email_alerts INTEGER NOT NULL DEFAULT 0,
    seen_ids TEXT NOT NULL DEFAULT '[]', last_alerted_at TEXT, created_at TEXT NOT NULL
  );
  CREATE INDEX saved_searches_user ON saved_searches(user_id);
  CREATE INDEX saved_searches_alerts ON saved_searches(email_alerts, tenant);
  ALTER TABLE leads ADD COLUMN user_id INTEGER;
  CREATE INDEX leads_user ON leads(user_id);
  `,
  // Payments (issue 36): each payment the site takes through its provider, the reservation a paid
  // deposit holds on a car, and the provider's webhook events already handled. car_changes journals
  // every car write, so a server follows writes another process made (npm run payments).
  `
  CREATE TABLE payments (
    id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, reference TEXT UNIQUE,
    purpose TEXT NOT NULL CHECK (purpose IN ('reserve', 'order', 'invoice')),
    status TEXT NOT NULL CHECK (status IN ('created', 'failed', 'succeeded', 'refunded')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0 AND amount_cents = CAST(amount_cents AS INTEGER)),
    currency TEXT NOT NULL, car_id INTEGER, lead_id INTEGER REFERENCES leads(id), user_id INTEGER,
    provider TEXT NOT NULL, checkout_session_id TEXT UNIQUE, payment_intent_id TEXT,
    idempotency_key TEXT NOT NULL, body_hash TEXT NOT NULL, lead TEXT NOT NULL, details TEXT NOT NULL,
    failure_message TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
    UNIQUE (tenant, idempotency_key)
  );
  CREATE INDEX payments_car ON payments(car_id);
  CREATE INDEX payments_intent ON payments(payment_intent_id);
  CREATE INDEX payments_user ON payments(user_id);
  CREATE TABLE car_reservations (
    car_id INTEGER PRIMARY KEY, payment_id INTEGER NOT NULL REFERENCES payments(id), tenant TEXT NOT NULL, reserved_at TEXT NOT NULL
  );
  CREATE TABLE payment_webhook_events (
    tenant TEXT NOT NULL, event_id TEXT NOT NULL, type TEXT NOT NULL, received_at TEXT NOT NULL, PRIMARY KEY (tenant, event_id)
  );
  CREATE TABLE car_changes (seq INTEGER PRIMARY KEY AUTOINCREMENT, car_id INTEGER NOT NULL);
  `,
  // The embedded payment service (src/server/payment-service): its Stripe-shaped objects, its
  // Idempotency-Key replies and its webhook events with their delivery state.
  `
  CREATE TABLE provider_objects (id TEXT PRIMARY KEY, account TEXT NOT NULL, type TEXT NOT NULL, created INTEGER NOT NULL, data TEXT NOT NULL);
  CREATE INDEX provider_objects_account ON provider_objects(account, type, created);
  CREATE TABLE provider_idempotency (
    account TEXT NOT NULL, key TEXT NOT NULL, request TEXT NOT NULL, status INTEGER NOT NULL, response TEXT NOT NULL, created INTEGER NOT NULL,
    PRIMARY KEY (account, key)
  );
  CREATE TABLE provider_events (
    id TEXT PRIMARY KEY, account TEXT NOT NULL, type TEXT NOT NULL, created INTEGER NOT NULL, data TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')), attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL, last_error TEXT
  );
  CREATE INDEX provider_events_due ON provider_events(state, next_attempt_at);
  `,
  // Algolia Insights events (POST /1/events) in the store, so every instance keeps a tenant's clicks
  // and conversions in one place.
  `
  CREATE TABLE search_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, data TEXT NOT NULL, received_at TEXT NOT NULL
  );
  CREATE INDEX search_events_tenant ON search_events(tenant, id);
  `,
];
