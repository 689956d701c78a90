// The dealer API's car calls (spec §7): a car's JSON, its view count, price gauge, finance disclaimer
// and PDF, the phone reveal record, the youX quote and the delivery estimate.
import { carPath, carPdfPath, carViewsPath, financeDisclaimerPath, priceGaugePath } from '../domain/api-paths.ts';
import type { PriceGauge } from '../domain/price-gauge.ts';
import type { Car, YouxQuote } from '../domain/stock.ts';
import type { YouxQuoteRequest } from '../domain/youx-quote.ts';
import { ApiError, getBlob, getJson, postJson, postJsonFor, replyOf, send, type CallOptions } from './http.ts';

/** A car of this dealer by slug (or numeric id): 404 or 400 (a malformed slug) when it has none. */
export const getCar = (slug: string, options?: CallOptions) => getJson<Car>(carPath(slug), options);

type ViewedCar = Pick<Car, 'slug' | 'images' | 'updated_at'>;

/** The view count's address for this car as shown (a key for the read). */
export const carViewsUrl = (car: ViewedCar, websiteId: number) =>
  carViewsPath(car.slug, new URLSearchParams({ photos_count: String(car.images.length), updated_at: car.updated_at, website_id: String(websiteId) }));

/** Counts this view and answers the count (spec §7 view.json). */
export const getCarViews = (car: ViewedCar, websiteId: number, options?: CallOptions) => getJson<{ views: number }>(carViewsUrl(car, websiteId), options);

/** The price gauge's figures; shown only when they pass the gauge's rule (src/domain/price-gauge.ts). */
export const getPriceGauge = (slug: string, options?: CallOptions) => getJson<Partial<PriceGauge>>(priceGaugePath(slug), options);

/** The lender's disclaimer for a car with a lender. */
export const getFinanceDisclaimer = (slug: string, options?: CallOptions) => getJson<{ disclaimer: string }>(financeDisclaimerPath(slug), options);

/** The printable PDF. */
export const getCarPdf = (slug: string) => getBlob(carPdfPath(slug));

/** Records a phone reveal; resolves to the server's status. */
export async function recordPhoneReveal(body: { car_id: number; dealership_id: number; website_id: number }): Promise<number> {
  return (await postJsonFor('/api/reveal-phone', body)).status;
}

/** youX's quote for the car (spec §4/§7). */
export const getYouxQuote = (request: YouxQuoteRequest, options?: CallOptions) => postJson<YouxQuote>('/api/youx/quote', request, options);

export type DeliveryAnswer = { name?: string; price?: number; message?: string };

/** The delivery estimate for a postcode, or the server's message for one it has none for (400/404). */
export async function getDelivery(postcode: string): Promise<{ ok: boolean; answer: DeliveryAnswer }> {
  const response = await send(`/api/delivery?postcode=${encodeURIComponent(postcode)}`, { method: 'GET' });
  const answer = (await replyOf(response)) as DeliveryAnswer | null;
  if (answer === null) throw new ApiError(response.status, 'The delivery estimate answered no JSON');
  return { ok: response.ok, answer };
}
