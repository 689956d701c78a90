// The dealer API's account, watchlist and My Garage calls, as the browser makes them. Every call
// answers `{ok: true, data}` or `{ok: false, ...}` with the server's message, its field errors and
// how long to wait (429); no answer at all (offline) is status 0 with a message that says so.
import type { GarageVehicle, GarageVehicleInput, GarageView, SavedSearch, SessionUser, WatchlistReply } from '../domain/account.ts';
import type { SavedSearchRequest } from '../domain/account-schema.ts';
import { GARAGE_DATA_PATH } from '../domain/sw-messages.ts';
import type { FieldError } from '../domain/zod.ts';
import { send } from './http.ts';
import type { PersonalisedQuote, PersonalisedQuoteRequest } from '../domain/personalised-finance.ts';

export type Answer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors: FieldError[]; retryAfter: number | null };

export const OFFLINE_MESSAGE = "You seem to be offline. Please check your connection and try again.";

async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  let res: Response;
  try {
    // Through the API's one transport (http.ts); a read is tried once more when no answer came.
    const init: RequestInit = { method, credentials: 'same-origin', cache: 'no-store', headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) };
    res = await send(path, init, { retries: method === 'GET' ? 1 : 0 });
  } catch {
    return { ok: false, status: 0, message: OFFLINE_MESSAGE, errors: [], retryAfter: null };
  }
  const reply = (await res.json().catch(() => null)) as { message?: string; errors?: FieldError[] } | null;
  if (res.ok) return { ok: true, data: (reply ?? {}) as T };
  const retryAfter = Number(res.headers.get('retry-after'));
  return {
    ok: false,
    status: res.status,
    message: reply?.message ?? `Something went wrong (${res.status}). Please try again.`,
    errors: reply?.errors ?? [],
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

export const getSession = () => call<{ user: SessionUser | null }>('GET', '/api/session');

export type Identifier = { mobile: string } | { email: string };
export type Purpose = 'sign-in' | 'add';

export const sendCode = (identifier: Identifier, purpose: Purpose) => call<{ sent: true; channel: 'sms' | 'email'; to: string }>('POST', '/api/account/code', { ...identifier, purpose });

export const signIn = (identifier: Identifier, code: string, firstName: string, purpose: Purpose) =>
  call<{ user: SessionUser; created: boolean }>('POST', '/api/account/sign-in', { ...identifier, code, purpose, ...(firstName.trim() ? { first_name: firstName.trim() } : {}) });

export const signOut = () => call<{ user: null }>('POST', '/api/account/sign-out');
export const signOutEverywhere = () => call<{ user: null }>('POST', '/api/account/sign-out-everywhere');
export const updateDetails = (details: { name: string; last_name: string; postcode: string }) => call<{ user: SessionUser }>('PATCH', '/api/account', details);
export const deleteAccount = () => call<{ deleted: true }>('DELETE', '/api/account');
/** A link, not a call: the browser downloads the file. */
export const EXPORT_PATH = '/api/account/export';

/** Spec §7: the watchlist calls. */
export const saveCar = (phoneNumber: string, carId: number) => call<WatchlistReply>('POST', '/api/watchlist/save-car', { phone_number: phoneNumber, car_id: carId });
export const removeCar = (phoneNumber: string, carId: number) => call<WatchlistReply>('POST', '/api/watchlist/remove-car', { phone_number: phoneNumber, car_id: carId });
export const getWatchlist = () => call<{ car_ids: number[] }>('GET', '/api/watchlist');

/** My Garage. The service worker keeps the last answer, so the garage opens offline once seen. */
export const GARAGE_PATH = GARAGE_DATA_PATH;
export const getGarage = () => call<GarageView>('GET', GARAGE_PATH);
export const addVehicle = (vehicle: GarageVehicleInput) => call<GarageVehicle>('POST', '/api/garage/vehicles', vehicle);
export const updateVehicle = (id: number, vehicle: GarageVehicleInput) => call<GarageVehicle>('PUT', `/api/garage/vehicles/${id}`, vehicle);
export const removeVehicle = (id: number) => call<null>('DELETE', `/api/garage/vehicles/${id}`);
export const saveSearch = (search: { label: string; url: string; request: SavedSearchRequest; email_alerts: boolean }) => call<SavedSearch>('POST', '/api/garage/saved-searches', search);
export const setSearchAlerts = (id: number, emailAlerts: boolean) => call<SavedSearch>('PATCH', `/api/garage/saved-searches/${id}`, { email_alerts: emailAlerts });
export const removeSearch = (id: number) => call<null>('DELETE', `/api/garage/saved-searches/${id}`);

export const personalisedQuote = (request: PersonalisedQuoteRequest) => call<PersonalisedQuote>('POST', '/api/personalised/finance-quote', request);
