// The request bodies of the account, watchlist and garage calls (src/domain/account.ts has the rules
// and messages): the browser's forms validate with them and the server answers 400 with them.
import { ACCOUNT_MESSAGES, GARAGE_MESSAGES, isPlaceholderEmail, MIN_VEHICLE_YEAR, REGO_STATES, safeReturnPath } from './account.ts';
import { contactFields, isAustralianMobile, LEAD_MESSAGES, normaliseMobile } from './lead-schema.ts';
import { z } from './zod.ts';

const mobile = z
  .string({ error: LEAD_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: LEAD_MESSAGES.phoneRequired, abort: true })
  .max(32, { error: LEAD_MESSAGES.phoneInvalid, abort: true })
  .refine(isAustralianMobile, LEAD_MESSAGES.phoneInvalid)
  .transform(normaliseMobile);

const email = contactFields().email
  .transform((value) => value.toLowerCase())
  .refine((value) => !isPlaceholderEmail(value) && !value.endsWith('.invalid'), LEAD_MESSAGES.emailInvalid);

const code = z
  .string({ error: ACCOUNT_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.codeRequired, abort: true })
  .regex(/^\d{6}$/, ACCOUNT_MESSAGES.codeFormat);

/** `purpose: 'add'` adds the mobile or e-mail to the signed-in account (or changes it) instead of signing in. */
const purpose = z.enum(['sign-in', 'add']).default('sign-in');

/**
 * A body naming a mobile or an e-mail: checked against the schema for the one it names, so the
 * shopper hears about that field (a union would answer both branches' complaints, or neither).
 */
function mobileOrEmail<M extends z.ZodType, E extends z.ZodType>(withMobile: M, withEmail: E) {
  return z.unknown().transform((value, ctx): z.output<M> | z.output<E> => {
    const schema = typeof value === 'object' && value !== null && 'email' in value ? withEmail : withMobile;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
}

export const sendCodeBody = mobileOrEmail(z.object({ mobile, purpose }).strict(), z.object({ email, purpose }).strict());
export type SendCodeBody = z.infer<typeof sendCodeBody>;

const firstName = z
  .string()
  .trim()
  .max(50, { error: LEAD_MESSAGES.nameTooLong, abort: true })
  .refine((value) => value === '' || /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(value), LEAD_MESSAGES.nameCharacters)
  .optional();

export const signInBody = mobileOrEmail(z.object({ mobile, code, first_name: firstName, purpose }).strict(), z.object({ email, code, first_name: firstName, purpose }).strict());
export type SignInBody = z.infer<typeof signInBody>;

/** Which identifier a send-code or sign-in body names. */
export const identifierOf = (body: { mobile: string } | { email: string }) =>
  'mobile' in body ? ({ kind: 'mobile', value: body.mobile } as const) : ({ kind: 'email', value: body.email } as const);

/** Account details (spec §3 stored user record) a shopper edits; mobile and e-mail change by code. */
export const accountDetailsBody = z
  .object({
    name: contactFields().name,
    last_name: contactFields().last_name.or(z.literal('')).optional(),
    postcode: contactFields().postcode.or(z.literal('')).optional(),
  })
  .strict();
export type AccountDetailsBody = z.infer<typeof accountDetailsBody>;

/** Spec §7 POST /api/watchlist/save-car and remove-car. */
export const watchlistBody = z
  .object({
    phone_number: z.string({ error: LEAD_MESSAGES.phoneRequired }).trim().min(1, LEAD_MESSAGES.phoneRequired).max(32, LEAD_MESSAGES.phoneInvalid),
    car_id: z.number({ error: 'expected a car id (a positive whole number)' }).int('expected a car id (a positive whole number)').positive('expected a car id (a positive whole number)').max(2 ** 31),
  })
  .strict();

export const garageVehicleBody = (thisYear: number) =>
  z
    .object({
      rego: z
        .string({ error: LEAD_MESSAGES.regoInvalid })
        .transform((v) => v.replace(/\s+/g, '').toUpperCase())
        .pipe(z.string().regex(/^[A-Z0-9]{1,9}$/, LEAD_MESSAGES.regoInvalid)),
      rego_state: z.enum(REGO_STATES, { error: GARAGE_MESSAGES.stateRequired }),
      make: z.string({ error: GARAGE_MESSAGES.makeRequired }).trim().min(1, GARAGE_MESSAGES.makeRequired).max(50),
      model: z.string({ error: GARAGE_MESSAGES.modelRequired }).trim().min(1, GARAGE_MESSAGES.modelRequired).max(50),
      year: z.number({ error: GARAGE_MESSAGES.yearInvalid }).int(GARAGE_MESSAGES.yearInvalid).min(MIN_VEHICLE_YEAR, GARAGE_MESSAGES.yearInvalid).max(thisYear + 1, GARAGE_MESSAGES.yearInvalid),
      km: z.number({ error: GARAGE_MESSAGES.kmInvalid }).int(GARAGE_MESSAGES.kmInvalid).min(0, GARAGE_MESSAGES.kmInvalid).max(2_000_000, GARAGE_MESSAGES.kmInvalid).nullable().default(null),
    })
    .strict();

/** The part of a search page's request that says which cars match (src/domain/search-request.ts). */
export const savedSearchRequest = z
  .object({
    indexName: z.string().min(1).max(100),
    query: z.string().max(512).default(''),
    filters: z.string().max(2000).optional(),
    facetFilters: z.array(z.array(z.string().max(200)).max(50)).max(20).optional(),
    numericFilters: z.array(z.string().max(200)).max(20).optional(),
  })
  .strict();
export type SavedSearchRequest = z.infer<typeof savedSearchRequest>;

/** A saved search: the page's address and the search request it makes (new matches are looked for with it). */
export const savedSearchBody = z
  .object({
    label: z.string().trim().min(1, 'Please name this search.').max(100, 'Names must be 100 characters or fewer.'),
    url: z
      .string()
      .max(2000)
      .refine((v) => safeReturnPath(v, '') !== '' && (v.startsWith('/search') || v.startsWith('/special-offers')), 'expected a search page address'),
    request: savedSearchRequest,
    email_alerts: z.boolean().default(false),
  })
  .strict();
export type SavedSearchInput = z.infer<typeof savedSearchBody>;

