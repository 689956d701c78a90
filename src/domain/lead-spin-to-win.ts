// Spin to win (spec §2 optional page, gated on one variant): the wheel's prizes and the maths of a
// spin. The draw happens in the shopper's browser, so a prize in a lead is a claim the dealer
// honours under the page's terms, not a voucher; the server only takes prizes from this list.

export interface SpinPrize {
  /** What the wheel's slice says. */
  wheel: string;
  /** What the lead and the shopper's result say. */
  prize: string;
}

export const SPIN_PRIZES: readonly SpinPrize[] = [
  { wheel: '$500 off', prize: '$500 off your next car' },
  { wheel: 'Free service', prize: 'A free first service' },
  { wheel: '$100 fuel', prize: 'A $100 fuel card' },
  { wheel: 'Window tint', prize: 'Free window tinting' },
  { wheel: '$250 extras', prize: 'A $250 accessories voucher' },
  { wheel: 'Free detail', prize: 'A free full detail' },
];

export const SPIN_DURATION_MS = 4000;
const SPIN_TURNS = 5;

export const SPIN_MESSAGES = {
  prizeMissing: 'Please spin the wheel to see your prize.',
  won: (prize: string) => `You won: ${prize}!`,
} as const;

/** The slice a uniform random fraction in [0, 1) lands on. */
export function drawPrize(random: number, count = SPIN_PRIZES.length): number {
  return Math.min(count - 1, Math.max(0, Math.floor(random * count)));
}

/**
 * The wheel's final clockwise rotation in degrees: whole turns, then the angle that brings the
 * centre of slice `index` (slices run clockwise from the top) under the pointer at the top.
 */
export function wheelRotation(index: number, count = SPIN_PRIZES.length, turns = SPIN_TURNS): number {
  const slice = 360 / count;
  return turns * 360 + ((360 - (index * slice + slice / 2)) % 360);
}

export const isSpinPrize = (value: unknown): boolean => SPIN_PRIZES.some((p) => p.prize === value);
