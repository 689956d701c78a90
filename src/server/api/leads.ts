// Lead intake (issue 6): POST /api/leads, /api/events, /api/miscellaneous and GET /api/appointments.
// POST /api/leads takes the lead-schema payload with an Idempotency-Key header (the browser outbox's
// UUID): the same key and body get the first reply again, the same key with another body is 422,
// and a second request while the first is still running is 409. Abuse: Origin check, body limit,
// a per-IP rate limit (429 + Retry-After), a honeypot field, and the tenant's limit on accepted
// leads, past which their delivery to the dealer is paced rather than the shopper refused.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { toFieldErrors, z } from '../../domain/zod.ts';
import { appointmentSlots } from '../../domain/appointments.ts';
import { choiceErrors, PAYMENT_LEAD_FORMS, validateLead } from '../../domain/lead-schema.ts';
import { PAYMENT_MESSAGES } from '../../domain/payments.ts';
import type { LoadedTenant } from '../tenants/load-tenants.ts';
import type { Repository } from '../store/repository.ts';
import { addressOf } from '../leads/client-address.ts';
import { deliveryTargets, startDeliveryWorker } from '../leads/delivery.ts';
import { originCheck } from '../leads/origin-check.ts';
import { createRateLimit, rateLimitsFromEnv } from '../leads/rate-limit.ts';
import { earlierReply, IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_ERRORS, sha256 } from './idempotency.ts';
import { readJsonBody } from './json-body.ts';
import { problem } from './problem.ts';
import { serviceLocations } from '../../domain/location-blocks.ts';
import { bestEffort } from '../store-unavailable.ts';
import { offerVisibleOn } from '../../domain/offers.ts';

/** A lead about an offer or a part this site does not show is refused, as one about another site's car is. */
export const LEAD_SUBJECT_MESSAGES = {
  offer: 'This offer is not available on this site.',
  part: 'This part is not sold on this site.',
} as const;

type Env = { Variables: { tenant: LoadedTenant } };
type Ctx = Context<Env>;

export const LEAD_BODY_LIMIT = 32 * 1024;
const DEALER_TIME_ZONE = 'Australia/Sydney';

const eventSchema = z.object({
  name: z.union([z.string().min(1).max(100), z.number().int()]).transform(String),
  properties: z.record(z.string().max(100), z.unknown()).default({}),
  at: z.number().int().positive(),
});
const eventsBody = z.union([eventSchema.transform((e) => [e]), z.object({ events: z.array(eventSchema).min(1).max(50) }).transform((b) => b.events)]);
const miscellaneousBody = z.object({
  column_name: z.literal('valuation'),
  valuation: z.record(z.string().max(100), z.unknown()),
  car_id: z.number().int().positive().nullable().optional(),
});


/** A calendar date that exists (2026-02-30 and 2026-13-01 do not). */
const appointmentsFrom = z.iso.date();

const tooLarge = bodyLimit({ maxSize: LEAD_BODY_LIMIT, onError: (c) => problem(c, 413, `Request body is larger than ${LEAD_BODY_LIMIT} bytes`) });

export interface LeadRoutesOptions {
  /** ServerConfig.trustProxy: proxies whose X-Forwarded-* headers are believed. */
  trustProxy: number;
  /** ServerConfig.dataDir: where ADF files are dropped. */
  dataDir: string;
  /** A lead was stored (the accounts link it to the signed-in shopper, for My Garage). */
  leadStored?(c: Context, leadId: number): Promise<void>;
}

export function leadRoutes(repo: Repository, { trustProxy, dataDir, leadStored }: LeadRoutesOptions) {
  const leads = repo.leads;
  const clientIp = (c: Ctx) => addressOf(c, trustProxy).ip;
  const limits = rateLimitsFromEnv(repo);
  const eventLimit = createRateLimit(repo, 'events-ip', 600, 60_000);
  const worker = startDeliveryWorker(leads, { dataDir, providerName: (tenant) => `Forecourt ${tenant}` });
  const api = new Hono<Env>();

  api.use('*', originCheck(trustProxy));

  const limited = async (c: Ctx): Promise<Response | null> => {
    const wait = await limits.perIp.hit(clientIp(c));
    if (wait === null) return null;
    c.header('Retry-After', String(wait));
    return problem(c, 429, 'Too many enquiries. Please try again shortly.');
  };

  api.post('/leads', tooLarge, async (c) => {
    const tenant = c.get('tenant').config;
    const key = c.req.header('idempotency-key') ?? '';
    if (!IDEMPOTENCY_KEY.test(key)) return problem(c, 400, 'Idempotency-Key header is required', IDEMPOTENCY_KEY_ERRORS);
    const earlier = await earlierReply(c, await leads.claimKey(tenant.slug, key), 'enquiry');
    if (earlier) return earlier;

    let stored = false;
    try {
      const blocked = await limited(c);
      if (blocked) return blocked;
      const body = await readJsonBody(c);
      if (!body.ok) return problem(c, 400, body.message, body.errors);
      // Bots fill every field; people never see this one. They get a normal-looking reply.
      const honeypot = (body.value as { website_url?: unknown } | null)?.website_url;
      if (typeof honeypot === 'string' && honeypot !== '') return c.json({ lead_id: null, status: 202, message: 'Thank you.' }, 202);

      const dealerships = (await repo.dealerships()).filter((d) => d.website_id === tenant.id);
      const locations = await repo.locations(tenant.id);
      const visible = locations.filter((l) => l.visible);
      const result = validateLead(body.value, {
        forms: tenant.forms,
        dealershipCount: dealerships.length,
        locationCount: visible.length,
        serviceLocationCount: serviceLocations(visible).length,
      });
      if (!result.ok) return problem(c, 400, 'Please check the highlighted fields.', result.errors);
      const { lead } = result;
      // A lead never carries money: reserve, order and online-payment leads are stored by the server once the provider has the payment.
      if (PAYMENT_LEAD_FORMS.includes(lead.form)) return problem(c, 400, PAYMENT_MESSAGES.paymentsThroughCheckout, [{ field: 'form', message: PAYMENT_MESSAGES.paymentsThroughCheckout }]);
      const car = lead.car_id === null ? undefined : (await repo.cars([lead.car_id]))[0];
      if (lead.car_id !== null && (!car || !dealerships.some((d) => d.id === car.dealership_id))) {
        return problem(c, 400, 'Please check the highlighted fields.', [{ field: 'car_id', message: 'This car is not listed on this site.' }]);
      }
      const offers = lead.offer_id === null ? [] : await repo.offers();
      const parts = lead.part_number === null ? [] : await repo.parts();
      const notOffered = [
        ...choiceErrors(lead, { dealershipSlugs: dealerships.map((d) => d.slug), locationNames: locations.map((l) => l.name) }),
        ...(lead.offer_id !== null && !offers.some((o) => o.id === lead.offer_id && o.website_id === tenant.id && offerVisibleOn(o, tenant.id, tenant.offers.alwaysShowIds))
          ? [{ field: 'offer_id', message: LEAD_SUBJECT_MESSAGES.offer }]
          : []),
        ...(lead.part_number !== null && !parts.some((p) => p.website_id === tenant.id && p.part_number === lead.part_number)
          ? [{ field: 'part_number', message: LEAD_SUBJECT_MESSAGES.part }]
          : []),
      ];
      if (notOffered.length) return problem(c, 400, 'Please check the highlighted fields.', notOffered);
      const reply = await leads.storeLead({
        tenant: tenant.slug,
        key,
        bodyHash: sha256(body.text),
        lead,
        deliveries: deliveryTargets(tenant),
        deliverAt: await limits.pacing.deliverAt(tenant.slug, clientIp(c)),
        reply: (leadId) => ({ status: 201, body: { lead_id: leadId, status: 201, message: 'Thank you. Your enquiry has been sent.' } }),
      });
      // Another request holding this key (it took over a claim this one held too long) stored it.
      if (!reply) return problem(c, 409, 'This enquiry is already being sent.');
      stored = true;
      await leadStored?.(c, reply.leadId);
      worker.kick();
      return c.json(reply.body, 201);
    } finally {
      // Nothing stored (rejected, or the client went away mid-body): the key may be used again.
      // When the store cannot take even that, the claim is taken over once stale (CLAIM_STALE_MS).
      if (!stored) await bestEffort(() => leads.releaseKey(tenant.slug, key));
    }
  });

  api.post('/events', tooLarge, async (c) => {
    const wait = await eventLimit.hit(clientIp(c));
    if (wait !== null) {
      c.header('Retry-After', String(wait));
      return problem(c, 429, 'Too many events.');
    }
    const body = await readJsonBody(c);
    if (!body.ok) return problem(c, 400, body.message, body.errors);
    const events = eventsBody.safeParse(body.value);
    if (!events.success) return problem(c, 400, 'Expected {name, properties, at} or {events: [...]}', toFieldErrors(events.error));
    await leads.recordEvents(c.get('tenant').config.slug, events.data);
    return c.body(null, 204);
  });

  api.post('/miscellaneous', tooLarge, async (c) => {
    const tenant = c.get('tenant').config;
    if (!tenant.features.miscellaneousValuation) return problem(c, 404, 'No API route POST /api/miscellaneous');
    const blocked = await limited(c);
    if (blocked) return blocked;
    const body = await readJsonBody(c);
    if (!body.ok) return problem(c, 400, body.message, body.errors);
    const parsed = miscellaneousBody.safeParse(body.value);
    if (!parsed.success) return problem(c, 400, "Expected {valuation: {...}, column_name: 'valuation'}", toFieldErrors(parsed.error));
    const id = await leads.recordMiscellaneous(tenant.slug, parsed.data.column_name, { valuation: parsed.data.valuation, car_id: parsed.data.car_id ?? null });
    return c.json({ id, status: 201 }, 201);
  });

  api.get('/appointments', (c) => {
    const from = c.req.query('from');
    if (from !== undefined && !appointmentsFrom.safeParse(from).success) return problem(c, 400, 'Invalid appointments request', [{ field: 'from', message: 'expected a date that exists, as yyyy-mm-dd' }]);
    const today = from ?? new Intl.DateTimeFormat('en-CA', { timeZone: DEALER_TIME_ZONE }).format(new Date());
    return c.json({ today, days: appointmentSlots(today) });
  });

  return api;
}
