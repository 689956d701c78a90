// The dealer API's explore calls (spec §2/§3): a model's page data, a brand's overview, an offer, and
// home's sections. One typed function each, through the door's transport (./http.ts); a read that
// gets no answer is tried once more (a weak connection dropping one). The service worker keeps their
// answers (src/domain/api-paths.ts).
import { explorePath, HOME_API_PATH } from '../domain/api-paths.ts';
import type { HomeData } from '../domain/home-sections.ts';
import type { ServedBrand, ServedModel } from '../domain/model-explore.ts';
import type { ServedOffer } from '../domain/offers.ts';
import { getJson } from './http.ts';

const READ = { retries: 1 };

export const getModel = (slug: string, signal?: AbortSignal) => getJson<ServedModel>(explorePath('models', slug), { ...READ, signal });
export const getBrand = (slug: string, signal?: AbortSignal) => getJson<ServedBrand>(explorePath('brands', slug), { ...READ, signal });
export const getOffer = (id: number, signal?: AbortSignal) => getJson<ServedOffer>(explorePath('offers', id), { ...READ, signal });
export const getHome = (signal?: AbortSignal) => getJson<HomeData>(HOME_API_PATH, { ...READ, signal });
