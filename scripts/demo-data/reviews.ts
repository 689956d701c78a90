// Customer reviews of each dealership: mostly four and five stars, some with no text, some answered.
import { IMG_PREFIX } from '../../src/domain/media.ts';
import type { Dealership, Review } from '../../src/domain/stock.ts';
import { PHOTO_SETS, photoPath } from '../media/shapes.ts';
import { customerName, STAFF_NAMES } from './people.ts';
import type { Rng } from './prng.ts';

const TEXTS: Record<number, readonly string[]> = {
  5: [
    '{staff} made buying our new car so easy. No pressure, honest answers and the car was detailed beautifully on pick-up day.',
    'Fantastic experience from start to finish. {staff} went above and beyond to find exactly what we were after and got us a great finance rate.',
    'Best dealership experience I have had. Quick, friendly and the trade-in price was fair. Highly recommend {dealer}.',
    'Drove three hours to buy from these guys and it was worth it. Everything was ready when we arrived.',
    'Service department is top notch. Car was ready on time and they explained everything they did.',
    'Really appreciated that {staff} did not push us into anything. We came back a week later and bought on the spot.',
  ],
  4: [
    'Good experience overall. Paperwork took a little longer than expected but {staff} kept us updated.',
    'Happy with the car and the price. Would have liked a bit more follow up after delivery but no complaints.',
    'Friendly team and a clean showroom. Finance was sorted in a day.',
    'Solid service. The car had a small scratch on delivery which they fixed straight away.',
  ],
  3: ['It was ok. The car is great but we waited nearly an hour for someone to help us.', 'Average experience. Had to chase up the rego papers twice.'],
  2: ['Service booking was moved twice without notice. The car is fine but communication needs work.'],
  1: [
    'Promised a call back about the trade-in and never got one. Very disappointing.',
    'Car was not ready on the agreed pick-up day and nobody called to tell us.',
  ],
};

const REPLIES: Record<'happy' | 'unhappy', readonly string[]> = {
  happy: [
    'Thanks so much for the kind words! Enjoy the new wheels and we look forward to seeing you at your first service.',
    'Thank you for choosing {dealer}. We will pass your feedback on to {staff} and the team.',
  ],
  unhappy: [
    'We are sorry to hear this and would like to make it right. Please call our customer care manager on the number on our contact page.',
    'Thank you for the honest feedback. We have spoken to the team about it and would love the chance to discuss it with you.',
  ],
};

/** Roughly how the demo dealers' ratings fall. */
const RATING_WEIGHTS = { 5: 62, 4: 22, 3: 7, 2: 4, 1: 5 } as const;

const DAY_MS = 86_400_000;

function fill(template: string, rng: Rng, dealer: Dealership): string {
  return template.replaceAll('{staff}', rng.pick(STAFF_NAMES)).replaceAll('{dealer}', dealer.name);
}

export function buildReviews(rng: Rng, dealerships: readonly Dealership[], now: Date): Review[] {
  const reviews: Review[] = [];
  for (const dealer of dealerships) {
    const count = rng.int(12, 55);
    for (let i = 0; i < count; i++) {
      const rating = Number(rng.weighted(RATING_WEIGHTS));
      const created = new Date(now.getTime() - rng.int(1, 730) * DAY_MS - rng.int(0, DAY_MS / 1000) * 1000);
      const replied = rng.chance(rating <= 3 ? 0.8 : 0.35);
      const replyAt = new Date(Math.min(now.getTime(), created.getTime() + rng.int(1, 10) * DAY_MS));
      const set = rng.chance(0.15) ? rng.pick(PHOTO_SETS) : null;
      const photo = set ? IMG_PREFIX + photoPath(set.shape, set.colour, 'front-three-quarter') : null;
      reviews.push({
        id: reviews.length + 1,
        dealership_id: dealer.id,
        image: photo ? { url: photo, thumb: { url: `${photo}?w=300` } } : null,
        customer_name: customerName(rng),
        text: rng.chance(0.2) ? null : fill(rng.pick(TEXTS[rating]), rng, dealer),
        rating,
        created_at: created.toISOString(),
        review_date: created.toISOString().slice(0, 10),
        reply_text: replied ? fill(rng.pick(REPLIES[rating >= 4 ? 'happy' : 'unhappy']), rng, dealer) : null,
        reply_date: replied ? replyAt.toISOString().slice(0, 10) : null,
      });
    }
  }
  return reviews;
}
