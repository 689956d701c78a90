// Builds the spec §3 lead payload from what a form collected and where the shopper has been. The
// result is what the outbox stores and POST /api/leads validates (lead-schema.ts).
import { DEFAULT_CATEGORY, type LeadForm, type LeadPayloadInput } from './lead-schema.ts';
import type { Car } from './stock.ts';
import { VISITED_PAGES_MAX } from './visited-pages.ts';

export type LeadCar = Pick<Car, 'id' | 'make' | 'make_slug' | 'model' | 'stocknum' | 'car_type' | 'status' | 'dealership_id' | 'dealership_slug' | 'location_name' | 'tag' | 'vin' | 'price' | 'slug' | 'name'>;

export interface LeadFormValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  message?: string;
  opt_in?: boolean;
  category?: string;
  dealership_slug?: string | null;
  location?: string | null;
  Rego?: string;
  hidden?: string | null;
  website_url?: string;
}

export interface PageContext {
  url: string;
  userAgent: string;
  visitedPages: readonly string[];
  /** The query string the shopper first landed with (campaign tags). */
  landingSearch: string;
}

/** What a lead without a car is about: an offer, a part, or a model (its make and model name). */
export interface LeadSubject {
  offerId?: number | null;
  partNumber?: string | null;
  make?: string | null;
  model?: string | null;
}

export interface BuildLeadInput {
  form: LeadForm;
  values: LeadFormValues;
  car: LeadCar | null;
  page: PageContext;
  /** The tenant's franchise make, when it has one. */
  manufacturerSlug: string | null;
  subcategory?: string | null;
  step?: string | null;
  appointment?: { date: string; time: string } | null;
  additionalServices?: string[];
  autogaugeEnabled?: boolean;
  details?: Record<string, string | number | boolean | null>;
  subject?: LeadSubject | null;
}

/** Campaign parameters worth passing to the dealer's CRM; everything else in a URL is noise. */
const LINKED_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid|dclid|ref)$/;

export function linkedQueryParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (LINKED_PARAM.test(key)) params[key] = value.slice(0, 500);
  return params;
}


export function buildLeadPayload(input: BuildLeadInput): LeadPayloadInput {
  const { values, car, page } = input;
  const subject = input.subject ?? {};
  return {
    form: input.form,
    category: values.category || DEFAULT_CATEGORY,
    subcategory: input.subcategory ?? null,
    name: values.name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone,
    postcode: values.postcode,
    message: values.message ?? '',
    opt_in: values.opt_in ?? true,
    dealership_slug: car?.dealership_slug ?? values.dealership_slug ?? null,
    manufacturer_slug: car?.make_slug ?? input.manufacturerSlug,
    stock_number: car?.stocknum ?? null,
    'Vehicle Make': car?.make ?? subject.make ?? null,
    'Vehicle Model': car?.model ?? subject.model ?? null,
    car_type: car?.car_type ?? null,
    car_id: car?.id ?? null,
    vehicle_status: car?.status ?? null,
    url: page.url,
    source: 'Website',
    user_agent: page.userAgent.slice(0, 512),
    car_dealership_id: car?.dealership_id ?? null,
    lead_attributes: { visited_pages: page.visitedPages.slice(-VISITED_PAGES_MAX), linked_query_params: linkedQueryParams(page.landingSearch) },
    additional_services: input.additionalServices ?? [],
    autogauge_enabled: input.autogaugeEnabled ?? false,
    Rego: values.Rego ?? '',
    location: values.location ?? car?.location_name ?? null,
    offer_id: subject.offerId ?? null,
    part_number: subject.partNumber ?? null,
    hidden: values.hidden ?? null,
    website_url: values.website_url ?? '',
    step: input.step ?? null,
    appointment: input.appointment ?? null,
    details: input.details ?? {},
  };
}
