// Paint and trim: how often each colour turns up, by kind of vehicle.
import { interiorTrimFor, type InteriorTrim } from '../../src/domain/media.ts';
import type { Colour, ItemType } from '../../src/domain/stock.ts';
import { shapePalette, type Shape } from '../media/shapes.ts';
import type { Rng } from './prng.ts';

type ColourWeights = Partial<Record<Colour, number>>;

/** White dominates Australian car parks and nearly every caravan and truck is white. */
const PAINT: Record<ItemType, ColourWeights> = {
  car: { White: 30, Grey: 15, Black: 12, Silver: 10, Blue: 9, Red: 8, Green: 3, Orange: 2, Yellow: 1, Brown: 3, Beige: 3 },
  motorcycle: { Black: 30, Red: 20, Blue: 14, Grey: 12, White: 10, Orange: 6, Green: 5, Yellow: 3 },
  truck: { White: 70, Silver: 8, Red: 8, Blue: 7, Black: 4, Yellow: 3 },
  caravan: { White: 80, Silver: 8, Grey: 6, Beige: 6 },
};

const paintsByShape = new Map<string, ColourWeights>();

/** A paint the shape is drawn in, as often as that paint turns up on this kind of vehicle. */
export function pickColour(rng: Rng, itemType: ItemType, shape: Shape): Colour {
  const key = `${itemType}|${shape}`;
  let weights = paintsByShape.get(key);
  if (!weights) {
    weights = {};
    for (const colour of shapePalette(shape)) weights[colour] = PAINT[itemType][colour] ?? 1;
    paintsByShape.set(key, weights);
  }
  return rng.weighted(weights);
}

const MATERIALS = ['Cloth', 'Leather', 'Leather Accented', 'Suede', 'Vinyl'];

export interface Interior {
  trim: InteriorTrim;
  /** What the listing says, e.g. 'Black Leather'. */
  label: string;
}

/** The trim the media pipeline draws for this paint, so the dashboard photo and the panorama agree. */
export function pickInterior(rng: Rng, colour: Colour): Interior {
  const trim = interiorTrimFor(colour);
  return { trim, label: `${trim} ${rng.pick(MATERIALS)}` };
}
