// Car page calls of spec §7: view counts, price gauge, phone reveal records, delivery, finance
// disclaimer, youX quote and the PDF. Mounted under /api by routes.ts.
import { Hono, type Context } from 'hono';
import { toFieldErrors, z, type FieldError } from '../../domain/zod.ts';
import { checkPostcode, DELIVERY_UNKNOWN_REGION, deliveryRegionFor, GEOCODE_NO_RESULT } from '../../domain/delivery.ts';
import { GEOCODER_UNAVAILABLE, geocodeOrUnavailable, type Geocoder } from '../geo/geocoder.ts';
import { cents, repayment } from '../../domain/finance.ts';
import { priceGaugeFor } from '../../domain/price-gauge.ts';
import type { Car } from '../../domain/stock.ts';
import { carLender } from '../../domain/car-page.ts';
import type { Repository } from '../store/repository.ts';
import type { CarAccess } from '../car-access.ts';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import { addressOf } from '../leads/client-address.ts';
import { createOncePer, createRateLimit } from '../leads/rate-limit.ts';
import { carPdf } from './car-pdf.ts';
import { pdfLogo, pdfPhoto } from './pdf-images.ts';
import { earlierReply, endpointKey, IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_ERRORS, sha256 } from './idempotency.ts';
import { readJsonBody } from './json-body.ts';
import { problem, refusedCar } from './problem.ts';
import { bestEffort } from '../store-unavailable.ts';

type Env = { Variables: { tenant: LoadedTenant } };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The rates of the deterministic local quote (the real youX service prices per applicant). */
export const LOCAL_QUOTE_RATES = { advertisedRate: 8.99, comparisonRate: 9.49 } as const;

const invalid = (c: Context, message: string, errors: FieldError[]) => problem(c, 400, message, errors);

/** The body checked against `schema`, or the 400 to answer (not JSON, or which fields are wrong). */
async function validBody<T>(c: Context, schema: z.ZodType<T>, message: string): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const body = await readJsonBody(c);
  if (!body.ok) return { ok: false, response: invalid(c, body.message, body.errors) };
  const parsed = schema.safeParse(body.value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, response: invalid(c, message, toFieldErrors(parsed.error)) };
}

const revealSchema = z
  .object({ car_id: z.number().int().positive(), dealership_id: z.number().int().positive(), website_id: z.number().int().positive() })
  .strict();

/**
 * Bounds far beyond any car, so a quote is never computed from an absurd number (1e308 came back as
 * a weekly repayment of 4.8e305) and a body cannot carry megabytes in a field nobody reads.
 */
const MAX_PURCHASE_PRICE = 100_000_000;
const MAX_CODE_LENGTH = 64;

const quoteSchema = z
  .object({
    selfAssessedCreditScore: z.literal('GREAT'),
    purchasePrice: z.number().positive().max(MAX_PURCHASE_PRICE),
    loanTerm: z.literal(5),
    year: z.number().int().min(1900).max(2100),
    vin: z.string().max(MAX_CODE_LENGTH),
    nvic: z.string().max(MAX_CODE_LENGTH).nullable(),
    whoIsHelping: z.string().max(200),
  })
  .strict();

/** Phone reveals a client may record a minute: far more than a shopper makes, few enough to keep the dealer's counts honest. */
export const REVEALS_PER_MINUTE = 20;
/** How long a client's view of a car counts once. */
export const VIEW_COUNTED_ONCE_MS = 30 * 60_000;

export function carRoutes(repo: Repository, { trustProxy, geocoder, mediaDir, carAccess }: { trustProxy: number; geocoder: Geocoder; mediaDir: string; carAccess: CarAccess }) {
  const api = new Hono<Env>();
  const tenantOf = (c: Context<Env>) => c.get('tenant').config;
  const clientIp = (c: Context<Env>) => addressOf(c, trustProxy).ip;
  const revealLimit = createRateLimit(repo, 'reveal-ip', REVEALS_PER_MINUTE, 60_000);
  const viewedRecently = createOncePer(repo, 'view', VIEW_COUNTED_ONCE_MS);

  /** The tenant's car, if this request may see it (car-access.ts), or the response to send instead. */
  const findCar = async (c: Context<Env>): Promise<Car | Response> => {
    const slug = c.req.param('slug') ?? '';
    if (!SLUG.test(slug)) return invalid(c, 'Invalid car slug', [{ field: 'slug', message: 'expected a car slug like 2023-mazda-cx-5-maxx-12345' }]);
    const found = carAccess.check(c, tenantOf(c), await repo.carBySlug(slug, tenantOf(c).id));
    return found.kind === 'car' ? found.car : refusedCar(c, found, slug);
  };

  api.get('/cars/:slug/view.json', async (c) => {
    const car = await findCar(c);
    if (car instanceof Response) return car;
    // One view per client and car in a while, so reloading cannot inflate the count; a view that
    // cannot be stored (the store is unavailable) still answers with the count so far.
    let counted: number | undefined;
    await bestEffort(async () => {
      if (await viewedRecently.first(`${clientIp(c)} ${car.id}`)) counted = await repo.recordCarView(car.id);
    });
    const views = car.views + (counted ?? (await repo.carViews(car.id)));
    c.header('Cache-Control', 'no-store');
    return c.json({ views, car_fields: { id: car.id, status: car.status, price: car.price, photos_count: car.images.length, updated_at: car.updated_at } });
  });

  api.get('/cars/:slug/autogauge', async (c) => {
    const car = await findCar(c);
    if (car instanceof Response) return car;
    const gauge = priceGaugeFor(car);
    return gauge ? c.json(gauge) : problem(c, 404, 'No market data for this car');
  });

  api.get('/cars/:slug/finance-disclaimer', async (c) => {
    const car = await findCar(c);
    if (car instanceof Response) return car;
    const lender = carLender(car, tenantOf(c).finance.provider);
    return lender ? c.json({ disclaimer: lender.disclaimer, financeProvider: lender.financeProvider }) : problem(c, 404, 'No finance for this car');
  });

  api.get('/cars/:slug/pdf', async (c) => {
    const car = await findCar(c);
    if (car instanceof Response) return car;
    const tenant = c.get('tenant');
    const [photo, logo] = await Promise.all([pdfPhoto(mediaDir, car.primary_image_url, tenant.config.images.template), pdfLogo(tenant)]);
    const pdf = await carPdf(car, tenant.config, { photo, logo });
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${car.slug}.pdf"`,
      'Cache-Control': 'no-store',
    });
  });

  api.post('/reveal-phone', async (c) => {
    const tenant = tenantOf(c);
    const wait = await revealLimit.hit(clientIp(c));
    if (wait !== null) {
      c.header('Retry-After', String(wait));
      return problem(c, 429, 'Too many phone reveals. Please try again shortly.');
    }
    // Optional here: a reveal sent again with its key (a retry) is counted once.
    const header = c.req.header('idempotency-key');
    if (header !== undefined && !IDEMPOTENCY_KEY.test(header)) return invalid(c, 'Invalid Idempotency-Key', IDEMPOTENCY_KEY_ERRORS);
    const key = header === undefined ? undefined : endpointKey('reveal-phone', header);
    if (key !== undefined) {
      const earlier = await earlierReply(c, await repo.leads.claimKey(tenant.slug, key), 'phone reveal');
      if (earlier) return earlier;
    }
    let stored = false;
    try {
      const parsed = await validBody(c, revealSchema, 'Invalid phone reveal');
      if (!parsed.ok) return parsed.response;
      const record = parsed.data;
      if (record.website_id !== tenant.id) return invalid(c, 'Invalid phone reveal', [{ field: 'website_id', message: 'expected this site’s website id' }]);
      const car = await repo.carById(record.car_id, tenant.id);
      if (!car || car.dealership_id !== record.dealership_id) {
        return invalid(c, 'Invalid phone reveal', [{ field: 'car_id', message: 'expected a car of the given dealership' }]);
      }
      const reply = { status: 201, body: { ok: true } };
      await repo.recordPhoneReveal(record, key === undefined ? undefined : { tenant: tenant.slug, key, bodyHash: sha256(await c.req.text()), ...reply });
      stored = true;
      return c.json(reply.body, 201);
    } finally {
      // Nothing stored (rejected, or the client went away mid-body): the key may be used again.
      if (key !== undefined && !stored) await bestEffort(() => repo.leads.releaseKey(tenant.slug, key));
    }
  });

  // Spec §5: the postcode must be 4 digits and geocode (in Australia), then fall in a delivery region.
  api.get('/delivery', async (c) => {
    const check = checkPostcode(c.req.query('postcode') ?? '');
    if (!check.ok) return invalid(c, check.message, [{ field: 'postcode', message: check.message }]);
    const point = await geocodeOrUnavailable(geocoder, check.postcode);
    if (point === 'unavailable') {
      c.header('Retry-After', '30');
      return problem(c, 503, GEOCODER_UNAVAILABLE);
    }
    if (!point) return invalid(c, GEOCODE_NO_RESULT, [{ field: 'postcode', message: GEOCODE_NO_RESULT }]);
    const region = deliveryRegionFor(await repo.deliveryRegions(), check.postcode);
    return region ? c.json({ name: region.name, price: region.price }) : problem(c, 404, DELIVERY_UNKNOWN_REGION);
  });

  api.post('/youx/quote', async (c) => {
    if (!tenantOf(c).features.youxQuote) return problem(c, 404, 'Finance quotes are not offered on this site');
    const parsed = await validBody(c, quoteSchema, 'Invalid quote request');
    if (!parsed.ok) return parsed.response;
    const weekly = repayment({
      price: parsed.data.purchasePrice,
      deposit: 0,
      establishmentFee: 0,
      residual: 0,
      interestPercent: LOCAL_QUOTE_RATES.advertisedRate,
      termYears: parsed.data.loanTerm,
      frequency: 'weekly',
    });
    return c.json({ weeklyRepaymentAmount: cents(weekly), ...LOCAL_QUOTE_RATES });
  });

  return api;
}
