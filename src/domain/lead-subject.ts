// What a lead page's address says the lead is about (spec §2: offer cards and pages link to the
// contact and test-drive pages with ?offer_id=, the parts search with ?part_number=, a model page with
// ?model=): pure, so a malformed value is simply no subject rather than an error.
import { offerIdFrom } from './offers.ts';

export interface SubjectQuery {
  offerId: number | null;
  partNumber: string | null;
  /** A model page's slug. */
  model: string | null;
}

const PART_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,49}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function subjectFromQuery(query: string): SubjectQuery {
  const params = new URLSearchParams(query);
  const part = params.get('part_number')?.trim() ?? '';
  const model = params.get('model') ?? '';
  return {
    offerId: offerIdFrom(params.get('offer_id') ?? undefined),
    partNumber: PART_NUMBER.test(part) ? part : null,
    model: SLUG.test(model) && model.length <= 100 ? model : null,
  };
}
