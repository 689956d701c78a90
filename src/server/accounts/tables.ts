// The accounts tables as Kysely sees them, beside the store's own (src/server/store/schema.ts); the
// migrations of both stores create them. better-auth reads and writes the auth_* tables through its
// Kysely adapter (src/server/accounts/auth.ts maps its field names to these columns); the rest are
// ours. Every row names its dealer site (`tenant`).
import type { Generated } from 'kysely';
import type { GarageVehicleInput } from '../../domain/account.ts';

/** Our timestamps: ISO strings in both stores. */
type Timestamp = string;
/** better-auth's: ISO strings in SQLite, TIMESTAMPTZ (read as Date) in PostgreSQL. */
type AuthTimestamp = string | Date;
/** better-auth's flags: 0/1 in SQLite, BOOLEAN in PostgreSQL. */
type AuthFlag = number | boolean;

export interface AuthUserRow {
  id: Generated<number>;
  tenant: string;
  name: string;
  last_name: string | null;
  postcode: string | null;
  /** The verified address, or a placeholder for a shopper who signed in by mobile (PLACEHOLDER_EMAIL_DOMAIN). */
  email: string;
  email_verified: AuthFlag;
  image: string | null;
  phone_number: string | null;
  phone_number_verified: AuthFlag | null;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
}

export interface AuthSessionRow {
  id: Generated<number>;
  tenant: string;
  user_id: number;
  token: string;
  expires_at: AuthTimestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
}

export interface WatchlistRow {
  tenant: string;
  user_id: number;
  car_id: number;
  saved_at: Timestamp;
  /** The car as it was when saved, so My Garage can say what changed since. */
  price_at_save: number;
  status_at_save: string;
  reserved_at_save: number;
}

/** A garage vehicle as the shopper enters it (the API's and the form's shape), with its owner. */
export interface GarageVehicleRow extends GarageVehicleInput {
  id: Generated<number>;
  tenant: string;
  user_id: number;
  created_at: Timestamp;
}

export interface SavedSearchRow {
  id: Generated<number>;
  tenant: string;
  user_id: number;
  label: string;
  /** The site's origin the search was saved on (alerts link back to it). */
  origin: string;
  /** The search page's address (path and query), as the shopper saw it. */
  url: string;
  /** JSON: the search request the page made for that address (what new matches are looked for with). */
  request: string;
  email_alerts: number;
  /** JSON: the object ids already matched (sent, or there when the search was saved). */
  seen_ids: Generated<string>;
  last_alerted_at: Timestamp | null;
  created_at: Timestamp;
}

/** A type, not an interface: Kysely's withTables takes a record type. */
export type AccountTables = {
  auth_users: AuthUserRow;
  auth_sessions: AuthSessionRow;
  watchlist: WatchlistRow;
  garage_vehicles: GarageVehicleRow;
  saved_searches: SavedSearchRow;
  /** The account a lead was sent from (the rest of the lead row is the store's). */
  leads: { user_id: number | null };
  /** The account that paid (the rest of the payment row is the store's). */
  payments: { tenant: string; user_id: number | null };
};
