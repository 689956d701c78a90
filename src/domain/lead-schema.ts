// The one lead schema (spec §3 "Lead payload", §5 "Forms"): the browser forms validate with it
// before anything is stored in the outbox, and POST /api/leads validates the same bytes with it.
// The spec leaves name, email and phone rules open; these are what Australian shoppers expect, and
// every message below is listed in the README.
import { toFieldErrors, z, type FieldError } from './zod.ts';
import { isSpinPrize, SPIN_MESSAGES } from './lead-spin-to-win.ts';

export const LEAD_FORMS = ['enquiry', 'test-drive', 'finance', 'trade-in', 'reserve', 'order', 'online-payment', 'contact', 'service', 'career', 'fleet', 'spin-to-win'] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/**
 * Leads that carry a payment: the server stores them itself once the payment provider has confirmed
 * the money (src/server/payments), and POST /api/leads refuses them, so no request can claim a
 * payment (or reserve a car) by saying so.
 */
export const PAYMENT_LEAD_FORMS: readonly LeadForm[] = ['reserve', 'order', 'online-payment'];

export const LEAD_CATEGORIES = ['General Enquiry', 'New Vehicle Sales', 'Used Vehicle Sales', 'Service', 'Parts', 'Finance'] as const;
export const DEFAULT_CATEGORY = 'General Enquiry';

export const LEAD_MESSAGES = {
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  nameTooLong: 'Names must be 50 characters or fewer.',
  nameCharacters: 'Names can only contain letters, spaces, hyphens, apostrophes and full stops.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, e.g. name@example.com.',
  phoneRequired: 'Please enter your mobile number.',
  phoneInvalid: 'Please enter a valid Australian mobile number, e.g. 0412 345 678.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  messageRequired: 'Please enter a message.',
  messageTooLong: 'Your message must be 2,000 characters or fewer.',
  categoryRequired: 'Please select an enquiry category.',
  locationRequired: 'Please select a location.',
  dealershipRequired: 'Please select your preferred dealership.',
  regoInvalid: 'Please enter a valid registration number (up to 9 letters and numbers).',
} as const;

export const NAME_MAX = 50;
export const MESSAGE_MAX = 2000;
export const POSTCODE_MAX_LENGTH = 4;

/** Which of the optional-by-tenant fields a form shows and requires. */
export interface LeadRules {
  messageRequired: boolean;
  categoryRequired: boolean;
  locationRequired: boolean;
  dealershipRequired: boolean;
}

export interface LeadRulesInput {
  form: LeadForm;
  /** The lead is about one car: its dealership is known, so no preferred-dealership choice. */
  hasCar: boolean;
  forms: { messageOptional: boolean; removePreferredDealership: boolean };
  dealershipCount: number;
  /** Sales/service locations a contact form can pick from. */
  locationCount: number;
  /** Service locations the service form picks from (spec §2: service pages list only service locations); default locationCount. */
  serviceLocationCount?: number;
}

// Spec §5: test-drive message is optional; finance, trade-in, payment and prize forms carry their
// own details instead of a message.
const MESSAGE_FORMS: readonly LeadForm[] = ['enquiry', 'contact', 'service', 'career', 'fleet'];
const CATEGORY_FORMS: readonly LeadForm[] = ['contact'];
const LOCATION_FORMS: readonly LeadForm[] = ['contact', 'service'];
const DEALERSHIP_FORMS: readonly LeadForm[] = ['enquiry', 'finance', 'trade-in', 'contact', 'fleet'];

export function leadRules({ form, hasCar, forms, dealershipCount, locationCount, serviceLocationCount }: LeadRulesInput): LeadRules {
  const choices = form === 'service' ? (serviceLocationCount ?? locationCount) : locationCount;
  return {
    messageRequired: MESSAGE_FORMS.includes(form) && !forms.messageOptional,
    categoryRequired: CATEGORY_FORMS.includes(form),
    locationRequired: LOCATION_FORMS.includes(form) && choices > 1,
    dealershipRequired: DEALERSHIP_FORMS.includes(form) && !hasCar && dealershipCount > 1 && !forms.removePreferredDealership,
  };
}

// Letters of any script (Nguyễn, Ó'Brien), spaces, hyphens, apostrophes (straight or curly), stops.
const NAME_CHARS = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
// Australian mobiles are 04xx xxx xxx; +61 4xx xxx xxx and 61 4xx… are the same number.
const MOBILE = /^(?:\+?61|0)4\d{8}$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const REGO = /^[A-Z0-9]{1,9}$/;

/** '+61 412-345-678' → '0412345678'; anything that is not an Australian mobile is kept as typed. */
export function normaliseMobile(input: string): string {
  const compact = input.replace(/[\s()-]/g, '');
  if (!MOBILE.test(compact)) return input.trim();
  return `0${compact.slice(-9)}`;
}

export const isAustralianMobile = (input: string) => MOBILE.test(input.replace(/[\s()-]/g, ''));

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(NAME_MAX, { error: LEAD_MESSAGES.nameTooLong, abort: true }).regex(NAME_CHARS, LEAD_MESSAGES.nameCharacters);

const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);

/** Builds a value on first use and keeps it. */
function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

// The schemas are built on first use, not as the module loads: the car page's sidebar imports this
// module with its forms, and building every schema was most of the page's going-live task on a
// throttled phone (zod's constructors and the garbage they leave), before any form was opened.

/** The fields a shopper types; the same object the forms validate field by field. */
export const contactFields = onFirstUse(() => ({
  name: name(LEAD_MESSAGES.firstNameRequired),
  last_name: name(LEAD_MESSAGES.lastNameRequired),
  email: z.string({ error: LEAD_MESSAGES.emailRequired }).trim().min(1, { error: LEAD_MESSAGES.emailRequired, abort: true }).max(254, { error: LEAD_MESSAGES.emailInvalid, abort: true }).regex(EMAIL, LEAD_MESSAGES.emailInvalid),
  phone: z.string({ error: LEAD_MESSAGES.phoneRequired }).trim().min(1, { error: LEAD_MESSAGES.phoneRequired, abort: true }).refine(isAustralianMobile, LEAD_MESSAGES.phoneInvalid).transform(normaliseMobile),
  postcode: z.string({ error: LEAD_MESSAGES.postcode }).trim().regex(/^\d{4}$/, LEAD_MESSAGES.postcode),
}));

function buildPayloadShape() {
  const appointment = z.object({ date: z.iso.date(), time: z.string().regex(/^\d{2}:\d{2}$/) }).strict();
  const detailValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);
  return z.object({
    form: z.enum(LEAD_FORMS),
    category: z.string().trim().max(100).default(''),
    subcategory: optionalText(100),
    ...contactFields(),
    message: z.string().trim().max(MESSAGE_MAX, LEAD_MESSAGES.messageTooLong).default(''),
    opt_in: z.boolean().default(true),
    dealership_slug: optionalText(100),
    manufacturer_slug: optionalText(100),
    stock_number: optionalText(50),
    'Vehicle Make': optionalText(100),
    'Vehicle Model': optionalText(100),
    car_type: optionalText(20),
    car_id: z.number().int().positive().nullable().default(null),
    vehicle_status: optionalText(30),
    url: z.string().max(2048),
    source: z.literal('Website'),
    user_agent: z.string().max(512),
    car_dealership_id: z.number().int().positive().nullable().default(null),
    lead_attributes: z
      .object({
        visited_pages: z.array(z.string().max(2048)).max(20),
        linked_query_params: z.record(z.string().max(100), z.string().max(500)),
      })
      .strict(),
    additional_services: z.array(z.string().max(100)).max(20).default([]),
    autogauge_enabled: z.boolean().default(false),
    Rego: z
      .string()
      .trim()
      .transform((s) => s.replace(/\s+/g, '').toUpperCase())
      .refine((s) => s === '' || REGO.test(s), LEAD_MESSAGES.regoInvalid)
      .transform((s) => s || null)
      .nullable()
      .default(null),
    location: optionalText(100),
    /** The offer an offer enquiry or test drive is about (its page's or card's 'Enquire Now'). */
    offer_id: z.number().int().positive().nullable().default(null),
    /** The part a part enquiry is about (the parts search's 'Enquire Now'). */
    part_number: optionalText(50),
    /** The form's hidden field, e.g. 'Request Photos' on an offer enquiry. */
    hidden: optionalText(200),
    /** Honeypot: invisible to people, so anything in it came from a bot. */
    website_url: z.string().max(500).default(''),
    /** Lead step, e.g. '3. Offer Accepted' in the trade-in flow. */
    step: optionalText(100),
    appointment: appointment.nullable().default(null),
    /** Form-specific answers (trade-in adjustments, finance budget, reserve payment reference…). */
    details: z.record(z.string().max(100), detailValue).default({}),
  });
}

const payloadShape = onFirstUse(buildPayloadShape);

export type LeadPayload = z.output<ReturnType<typeof buildPayloadShape>>;
export type LeadPayloadInput = z.input<ReturnType<typeof buildPayloadShape>>;
export type { FieldError };

export type LeadValidation = { ok: true; lead: LeadPayload } | { ok: false; errors: FieldError[] };

/** Validates a lead against the shape and the tenant's rules for its form. */
export function validateLead(input: unknown, context: Omit<LeadRulesInput, 'form' | 'hasCar'>): LeadValidation {
  const parsed = payloadShape().safeParse(input);
  if (!parsed.success) {
    // The tenant's rules are checked too, so a form shows every message at once.
    const shapeErrors = toFieldErrors(parsed.error);
    const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
    const form = LEAD_FORMS.find((f) => f === raw.form);
    const ruleFindings = form
      ? ruleErrors(
          { message: text('message'), category: text('category'), location: text('location') || null, dealership_slug: text('dealership_slug') || null },
          leadRules({ ...context, form, hasCar: typeof raw.car_id === 'number' }),
        )
      : [];
    return { ok: false, errors: [...shapeErrors, ...ruleFindings.filter((r) => !shapeErrors.some((e) => e.field === r.field))] };
  }
  const lead = parsed.data;
  const errors = [...ruleErrors(lead, leadRules({ ...context, form: lead.form, hasCar: lead.car_id !== null })), ...formDetailErrors(lead)];
  return errors.length ? { ok: false, errors } : { ok: true, lead: { ...lead, category: lead.category || DEFAULT_CATEGORY } };
}

/** The rules that depend on the tenant; also what a form checks for its visible selects and message. */
export function ruleErrors(
  values: Pick<LeadPayload, 'message' | 'category' | 'location' | 'dealership_slug'>,
  rules: LeadRules,
): FieldError[] {
  const errors: FieldError[] = [];
  if (rules.messageRequired && !values.message.trim()) errors.push({ field: 'message', message: LEAD_MESSAGES.messageRequired });
  if (rules.categoryRequired && !values.category) errors.push({ field: 'category', message: LEAD_MESSAGES.categoryRequired });
  if (rules.locationRequired && !values.location) errors.push({ field: 'location', message: LEAD_MESSAGES.locationRequired });
  if (rules.dealershipRequired && !values.dealership_slug) errors.push({ field: 'dealership_slug', message: LEAD_MESSAGES.dealershipRequired });
  return errors;
}

/** The tenant's own dealerships and locations: what a lead may name. */
export interface LeadChoices {
  dealershipSlugs: readonly string[];
  locationNames: readonly string[];
}

/**
 * A lead names only what the tenant's forms offer: one of its dealerships and locations (another
 * dealer's would route the lead to a CRM that is not the tenant's) and one of the enquiry categories.
 */
export function choiceErrors(lead: Pick<LeadPayload, 'category' | 'location' | 'dealership_slug'>, choices: LeadChoices): FieldError[] {
  const errors: FieldError[] = [];
  if (!(LEAD_CATEGORIES as readonly string[]).includes(lead.category)) errors.push({ field: 'category', message: LEAD_MESSAGES.categoryRequired });
  if (lead.location !== null && !choices.locationNames.includes(lead.location)) errors.push({ field: 'location', message: LEAD_MESSAGES.locationRequired });
  if (lead.dealership_slug !== null && !choices.dealershipSlugs.includes(lead.dealership_slug)) {
    errors.push({ field: 'dealership_slug', message: LEAD_MESSAGES.dealershipRequired });
  }
  return errors;
}

/** What a form's own details must hold: a spin-to-win entry names a prize from the wheel. */
function formDetailErrors(lead: Pick<LeadPayload, 'form' | 'details'>): FieldError[] {
  if (lead.form === 'spin-to-win' && !isSpinPrize(lead.details.prize)) return [{ field: 'details.prize', message: SPIN_MESSAGES.prizeMissing }];
  return [];
}

export type ContactField = keyof ReturnType<typeof contactFields>;

/** One field's message, or null when it is valid: what a form shows under the field. */
export function contactFieldError(field: ContactField, value: string): string | null {
  const result = contactFields()[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export function regoError(value: string): string | null {
  const result = payloadShape().shape.Rego.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
