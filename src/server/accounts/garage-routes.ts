// The signed-in shopper's calls (mounted under /api), on sites with sign-in switched on:
//   POST /watchlist/save-car, /watchlist/remove-car  spec §7: {phone_number, car_id} → {success, message}
//   GET  /watchlist                                   the saved car ids
//   GET  /garage                                      My Garage: watchlist with changes, own vehicles,
//                                                     enquiries and bookings, reservations, saved searches
//   POST /garage/vehicles, PUT|DELETE /garage/vehicles/{id}
//   POST /garage/saved-searches, PATCH|DELETE /garage/saved-searches/{id}
//   POST /personalised/finance-quote                  the gated personalised youX quote
import { Hono, type Context } from 'hono';
import {
  ACCOUNT_MESSAGES,
  LEAD_TITLES,
  offersWatchlistSave,
  RESERVATION_FORMS,
  SEARCH_ALERT_NEEDS_EMAIL,
  WATCHLIST_MESSAGES,
  watchChange,
  watchedCar,
  type GarageLead,
  type GarageView,
  type SavedSearch,
  type WatchlistReply,
} from '../../domain/account.ts';
import { garageVehicleBody, savedSearchBody, watchlistBody, type SavedSearchRequest } from '../../domain/account-schema.ts';
import { cents, repayment } from '../../domain/finance.ts';
import { normaliseMobile } from '../../domain/lead-schema.ts';
import { CREDIT_RATE_ADJUSTMENT, personalisedQuoteBody, type PersonalisedQuote } from '../../domain/personalised-finance.ts';
import { sellingPrice } from '../../domain/price-display.ts';
import type { Car } from '../../domain/stock.ts';
import { toFieldErrors, z } from '../../domain/zod.ts';
import { LOCAL_QUOTE_RATES } from '../api/car-routes.ts';
import { readJsonBody } from '../api/json-body.ts';
import { problem } from '../api/problem.ts';
import { addressOf } from '../leads/client-address.ts';
import { originCheck } from '../leads/origin-check.ts';
import type { Payment } from '../store/payments-repository.ts';
import type { Repository } from '../store/repository.ts';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import { failureReply, parsedBody } from './account-routes.ts';
import type { SignedIn } from './accounts.ts';
import type { GarageStore, LinkedLead, Owner } from './garage-store.ts';
import type { RequestSessions } from './request-session.ts';

type Env = { Variables: { tenant: LoadedTenant } };
type Ctx = Context<Env>;

export interface GarageRouteDeps {
  repo: Repository;
  garage: GarageStore;
  sessions: RequestSessions;
  trustProxy: number;
  /** The ids of the cars a saved search matches now on the tenant's site (null: the search failed). */
  matchingIds(tenant: LoadedTenant, request: SavedSearchRequest): Promise<string[] | null>;
}

const ID = z.coerce.number().int().positive().max(2 ** 31);

/** The tenant's car with this id (any status: a watched car may have sold since). */
export const tenantCar = (repo: Repository, tenant: LoadedTenant['config'], carId: number): Promise<Car | undefined> => repo.carById(carId, tenant.id);

/** The tenant's cars among these ids, by id (one query for a whole garage). */
async function tenantCars(repo: Repository, tenant: LoadedTenant['config'], ids: number[]): Promise<Map<number, Car>> {
  if (ids.length === 0) return new Map();
  const [cars, dealerships] = await Promise.all([repo.cars([...new Set(ids)]), repo.dealerships()]);
  const own = new Set(dealerships.filter((d) => d.website_id === tenant.id).map((d) => d.id));
  return new Map(cars.filter((car) => own.has(car.dealership_id)).map((car) => [car.id, car]));
}

const leadCarId = (lead: LinkedLead) => (JSON.parse(lead.data) as { car_id?: number | null }).car_id;

function garageLead(lead: LinkedLead, cars: Map<number, Car>, payment: Payment | undefined): GarageLead {
  const carId = leadCarId(lead);
  const car = typeof carId === 'number' ? cars.get(carId) : undefined;
  return {
    ...(payment && { payment: { reference: payment.reference, amount_cents: payment.amount_cents, refunded: payment.status === 'refunded' } }),
    id: lead.id,
    form: lead.form,
    title: LEAD_TITLES[lead.form] ?? 'Enquiry',
    car: car ? { id: car.id, name: car.name, slug: car.slug } : null,
    created_at: lead.created_at,
    status: lead.failed ? 'failed' : lead.delivered ? 'sent' : 'sending',
  };
}

export function garageRoutes(deps: GarageRouteDeps) {
  const { repo, garage, sessions } = deps;
  const api = new Hono<Env>();
  const tenantOf = (c: Ctx) => c.get('tenant').config;
  const ownerOf = (c: Ctx, signedIn: SignedIn): Owner => ({ tenant: tenantOf(c).slug, userId: signedIn.user.id });

  for (const path of ['/watchlist/*', '/watchlist', '/garage', '/garage/*', '/personalised/*']) {
    api.use(path, async (c, next) => {
      c.header('Cache-Control', 'no-store');
      if (!tenantOf(c).features.authentication) return problem(c, 404, ACCOUNT_MESSAGES.notOffered);
      await next();
    });
    api.use(path, originCheck(deps.trustProxy));
  }

  const noEmail = (c: Ctx) => problem(c, 400, SEARCH_ALERT_NEEDS_EMAIL, [{ field: 'email_alerts', message: SEARCH_ALERT_NEEDS_EMAIL }]);

  /** The signed-in shopper, or the 401 to answer. */
  const signedIn = async (c: Ctx): Promise<SignedIn | Response> => (await sessions.signedInOf(c)) ?? failureReply(c, 'signed-out');

  // Spec §7: the reply is read for a success flag and an error message, so every answer has both.
  const watchReply = (c: Ctx, status: 200 | 400 | 401 | 403 | 404, message: string, errors?: WatchlistReply['errors']) =>
    c.json({ success: status === 200, message, ...(errors ? { errors } : {}) } satisfies WatchlistReply, status);

  const watchlistCall = (save: boolean) => async (c: Ctx) => {
    const tenant = tenantOf(c);
    const current = await sessions.signedInOf(c);
    if (!current) return watchReply(c, 401, 'Please sign in to save cars to your watchlist.');
    const body = await readJsonBody(c);
    if (!body.ok) return watchReply(c, 400, body.message, body.errors);
    const parsed = watchlistBody.safeParse(body.value);
    if (!parsed.success) return watchReply(c, 400, 'Please check the highlighted fields.', toFieldErrors(parsed.error));
    if (!current.user.phone) return watchReply(c, 403, WATCHLIST_MESSAGES.noPhone);
    if (normaliseMobile(parsed.data.phone_number) !== current.user.phone) return watchReply(c, 403, WATCHLIST_MESSAGES.notYourPhone);
    const owner = ownerOf(c, current);
    const car = await tenantCar(repo, tenant, parsed.data.car_id);
    const watched = await garage.isWatched(owner, parsed.data.car_id);
    if (!car && !(watched && !save)) return watchReply(c, 400, WATCHLIST_MESSAGES.unknownCar, [{ field: 'car_id', message: WATCHLIST_MESSAGES.unknownCar }]);
    if (!save) {
      await garage.unwatch(owner, parsed.data.car_id);
      return watchReply(c, 200, WATCHLIST_MESSAGES.removed);
    }
    if (!offersWatchlistSave(car!, watched)) return watchReply(c, 400, WATCHLIST_MESSAGES.sold, [{ field: 'car_id', message: WATCHLIST_MESSAGES.sold }]);
    await garage.watch(owner, { id: car!.id, price: sellingPrice(car!), status: car!.status, reserved: car!.reserved });
    return watchReply(c, 200, WATCHLIST_MESSAGES.saved);
  };
  api.post('/watchlist/save-car', watchlistCall(true));
  api.post('/watchlist/remove-car', watchlistCall(false));

  api.get('/watchlist', async (c) => {
    const current = await signedIn(c);
    if (current instanceof Response) return current;
    return c.json({ car_ids: (await garage.watchlist(ownerOf(c, current))).map((e) => e.car_id) });
  });

  async function garageView(c: Ctx, owner: Owner): Promise<GarageView> {
    const tenant = tenantOf(c);
    const [entries, linked] = await Promise.all([garage.watchlist(owner), garage.leads(owner)]);
    const leadCarIds = linked.map(leadCarId).filter((id): id is number => typeof id === 'number');
    const paidLeads = linked.filter((lead) => RESERVATION_FORMS.includes(lead.form)).map((lead) => lead.id);
    const [cars, payments] = await Promise.all([
      tenantCars(repo, tenant, [...entries.map((e) => e.car_id), ...leadCarIds]),
      repo.payments.forLeads(tenant.slug, paidLeads),
    ]);
    const paymentOf = new Map(payments.map((payment) => [payment.lead_id, payment]));
    const leads = linked.map((lead) => garageLead(lead, cars, paymentOf.get(lead.id)));
    return {
      watchlist: entries.map((entry) => {
        const car = cars.get(entry.car_id);
        return {
          car: car ? watchedCar(car) : null,
          car_id: entry.car_id,
          saved_at: entry.saved_at,
          price_at_save: entry.price_at_save,
          change: watchChange(
            { price: entry.price_at_save, status: entry.status_at_save, reserved: entry.reserved_at_save },
            car ? { price: sellingPrice(car), status: car.status, sold: car.sold, reserved: car.reserved } : { price: entry.price_at_save, status: 'sold', sold: true, reserved: false },
          ),
        };
      }),
      vehicles: await garage.vehicles(owner),
      enquiries: leads.filter((lead) => !RESERVATION_FORMS.includes(lead.form)),
      reservations: leads.filter((lead) => RESERVATION_FORMS.includes(lead.form)),
      saved_searches: await garage.savedSearches(owner),
    };
  }

  api.get('/garage', async (c) => {
    const current = await signedIn(c);
    if (current instanceof Response) return current;
    return c.json(await garageView(c, ownerOf(c, current)));
  });

  api.post('/garage/vehicles', async (c) => {
    const current = await signedIn(c);
    if (current instanceof Response) return current;
    const parsed = await parsedBody(c, garageVehicleBody(new Date().getFullYear()), 'Please check the highlighted fields.');
    if (!parsed.ok) return parsed.response;
    return c.json(await garage.addVehicle(ownerOf(c, current), parsed.data), 201);
  });
  api.put('/garage/vehicles/:id', async (c) => {
    const current = await signedIn(c);
    if (current instanceof Response) return current;
    const id = ID.safeParse(c.req.param('id'));
    if (!id.success) return problem(c, 400, 'Invalid vehicle id', [{ field: 'id', message: 'expected a vehicle id' }]);
    const parsed = await parsedBody(c, garageVehicleBody(new Date().getFullYear()), 'Please check the highlighted fields.');
    if (!parsed.ok) return parsed.response;
    const updated = await garage.updateVehicle(ownerOf(c, current), id.data, parsed.data);
    return updated ? c.json(updated) : problem(c, 404, 'No such vehicle in your garage');
  });
  api.delete('/garage/vehicles/:id', async (c) => {
    const current = await signedIn(c);
    if (current instanceof Response) return current;
    const id = ID.safeParse(c.req.param('id'));
    if (!id.success) return problem(c, 400, 'Invalid vehicle id', [{ field: 'id', message: 'expected a vehicle id' }]);
    return (await garage.removeVehicle(ownerOf(c, current), id.data)) ? c.body(null, 204) : problem(c, 404, 'No such vehicle in your garage');
  });

  api.post('/garage/saved-searches', async (c) => {
    const current = await signedIn(c);
    if (current instanceof Response) return current;
    const parsed = await parsedBody(c, savedSearchBody, 'Please check the highlighted fields.');
    if (!parsed.ok) return parsed.response;
    if (parsed.data.email_alerts && !current.user.email) return noEmail(c);
    const seen = await deps.matchingIds(c.get('tenant'), parsed.data.request);
    if (seen === null) return problem(c, 400, 'This search cannot be saved.', [{ field: 'request', message: 'expected a search of this site' }]);
    const { proto, host } = addressOf(c, deps.trustProxy);
    const origin = `${proto ?? new URL(c.req.url).protocol.slice(0, -1)}://${host ?? new URL(c.req.url).host}`;
    return c.json(await garage.saveSearch(ownerOf(c, current), parsed.data, origin, seen), 201);
  });
  api.patch('/garage/saved-searches/:id', async (c) => {
    const current = await signedIn(c);
    if (current instanceof Response) return current;
    const id = ID.safeParse(c.req.param('id'));
    if (!id.success) return problem(c, 400, 'Invalid saved search id', [{ field: 'id', message: 'expected a saved search id' }]);
    const parsed = await parsedBody(c, z.object({ email_alerts: z.boolean({ error: 'expected true or false' }) }).strict(), 'Please check the highlighted fields.');
    if (!parsed.ok) return parsed.response;
    if (parsed.data.email_alerts && !current.user.email) return noEmail(c);
    const updated: SavedSearch | undefined = await garage.setSearchAlerts(ownerOf(c, current), id.data, parsed.data.email_alerts);
    return updated ? c.json(updated) : problem(c, 404, 'No such saved search');
  });
  api.delete('/garage/saved-searches/:id', async (c) => {
    const current = await signedIn(c);
    if (current instanceof Response) return current;
    const id = ID.safeParse(c.req.param('id'));
    if (!id.success) return problem(c, 400, 'Invalid saved search id', [{ field: 'id', message: 'expected a saved search id' }]);
    return (await garage.removeSearch(ownerOf(c, current), id.data)) ? c.body(null, 204) : problem(c, 404, 'No such saved search');
  });

  api.post('/personalised/finance-quote', async (c) => {
    const tenant = tenantOf(c);
    if (!tenant.features.finance) return problem(c, 404, 'Finance is not offered on this site.');
    const refused = await sessions.gatedApi(c, 'car-finance');
    if (refused) return refused;
    const parsed = await parsedBody(c, personalisedQuoteBody, 'Please check the highlighted fields.');
    if (!parsed.ok) return parsed.response;
    const car = await tenantCar(repo, tenant, parsed.data.car_id);
    if (!car) return problem(c, 400, WATCHLIST_MESSAGES.unknownCar, [{ field: 'car_id', message: WATCHLIST_MESSAGES.unknownCar }]);
    const price = sellingPrice(car);
    if (parsed.data.deposit >= price) return problem(c, 400, 'The deposit must be less than the price.', [{ field: 'deposit', message: 'The deposit must be less than the price.' }]);
    const user = (await sessions.signedInOf(c))?.user;
    const advertisedRate = cents(LOCAL_QUOTE_RATES.advertisedRate + CREDIT_RATE_ADJUSTMENT[parsed.data.credit_score]);
    const comparisonRate = cents(LOCAL_QUOTE_RATES.comparisonRate + CREDIT_RATE_ADJUSTMENT[parsed.data.credit_score]);
    const weekly = repayment({ price, deposit: parsed.data.deposit, establishmentFee: 0, residual: 0, interestPercent: advertisedRate, termYears: parsed.data.loan_term, frequency: 'weekly' });
    const quote: PersonalisedQuote = {
      applicant: { name: user?.name ?? '', last_name: user?.last_name ?? '', postcode: user?.postcode ?? '' },
      car: { id: car.id, name: car.name, slug: car.slug, year: car.year },
      purchasePrice: price,
      deposit: parsed.data.deposit,
      loanAmount: cents(price - parsed.data.deposit),
      loanTerm: parsed.data.loan_term,
      creditScore: parsed.data.credit_score,
      weeklyRepaymentAmount: cents(weekly),
      advertisedRate,
      comparisonRate,
    };
    return c.json(quote);
  });

  return { api, garageView };
}
