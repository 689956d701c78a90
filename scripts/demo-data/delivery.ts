// Delivery regions by postcode range. Remote WA, NT and TAS postcodes are left out on purpose,
// so the calculator's 'no estimate' answer has something to show.
import type { DeliveryRegion } from '../../src/domain/stock.ts';

const REGIONS: readonly [name: string, ranges: [number, number][], price: number][] = [
  ['Sydney Metro', [[2000, 2234]], 199],
  ['Newcastle & Hunter', [[2265, 2336]], 249],
  ['Regional NSW', [[2235, 2264], [2337, 2599], [2619, 2899], [2921, 2999]], 690],
  ['ACT', [[2600, 2618], [2900, 2920]], 490],
  ['Melbourne Metro', [[3000, 3207]], 390],
  ['Regional VIC', [[3208, 3999]], 790],
  ['Brisbane Metro', [[4000, 4207], [4300, 4305], [4500, 4519]], 390],
  ['Gold Coast & Sunshine Coast', [[4208, 4287], [4550, 4575]], 450],
  ['Regional QLD', [[4288, 4299], [4306, 4499], [4520, 4549], [4576, 4899]], 990],
  ['Adelaide Metro', [[5000, 5199]], 890],
  ['Regional SA', [[5200, 5799]], 1290],
  ['Perth Metro', [[6000, 6199]], 1490],
  ['Hobart', [[7000, 7099]], 1190],
  ['Launceston', [[7248, 7259]], 1290],
  ['Darwin', [[800, 832]], 1690],
  ['Alice Springs', [[870, 872]], 1990],
];

export function buildDeliveryRegions(): DeliveryRegion[] {
  return REGIONS.map(([name, postcode_ranges, price], i) => ({ id: i + 1, name, postcode_ranges, price }));
}
