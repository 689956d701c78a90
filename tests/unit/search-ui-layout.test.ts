// Spec §4 sold collapsing and the promo nodes (start, expiry, position, display, strictDisplay).
import { describe, expect, it } from 'vitest';
import { collapseSold, insertPromos, promoActive, promoOffset, type GridSlot, type Promo } from '../../src/domain/results-layout.ts';

const isSold = (hit: string) => hit.startsWith('S');
const shape = (slots: GridSlot<string>[]) => slots.map((s) => (s.kind === 'car' ? `${s.hit}${s.hiddenSold ? `+${s.hiddenSold}` : ''}` : `[${s.promo.id}]`));
const promo = (id: string, over: Partial<Promo> = {}): Promo => ({ id, title: id, text: '', image: null, href: '/x', start: null, expiry: '2027-01-01', position: 2, display: 0, strictDisplay: false, ...over });
const cars = (n: number) => collapseSold(Array.from({ length: n }, (_, i) => `c${i}`), isSold, false);

describe('collapseSold', () => {
  it('folds each run of consecutive sold cards into its first card', () => {
    expect(shape(collapseSold(['a', 'S1', 'S2', 'S3', 'b', 'S4', 'c', 'S5', 'S6'], isSold, true))).toEqual(['a', 'S1+2', 'b', 'S4', 'c', 'S5+1']);
  });

  it('shows every card when all are sold, or when the site does not collapse', () => {
    expect(shape(collapseSold(['S1', 'S2', 'S3'], isSold, true))).toEqual(['S1', 'S2', 'S3']);
    expect(shape(collapseSold(['a', 'S1', 'S2'], isSold, false))).toEqual(['a', 'S1', 'S2']);
  });
});

describe('promos', () => {
  const today = '2026-11-21';

  it('is active from start to expiry, inclusive', () => {
    expect(promoActive({ start: null, expiry: '2026-11-21' }, today)).toBe(true);
    expect(promoActive({ start: null, expiry: '2026-11-20' }, today)).toBe(false);
    expect(promoActive({ start: '2026-11-22', expiry: '2027-01-01' }, today)).toBe(false);
    expect(promoActive({ start: '2026-11-21', expiry: '2027-01-01' }, today)).toBe(true);
  });

  it('goes before the car at its position, then every `display` cars', () => {
    expect(shape(insertPromos(cars(5), [promo('p')], { today, offset: 0 }))).toEqual(['c0', 'c1', '[p]', 'c2', 'c3', 'c4']);
    expect(shape(insertPromos(cars(8), [promo('p', { position: 1, display: 3 })], { today, offset: 0 }))).toEqual(['c0', '[p]', 'c1', 'c2', 'c3', '[p]', 'c4', 'c5', 'c6', '[p]', 'c7']);
  });

  it('moves to the end of a short page unless strictDisplay; skips expired or future ones', () => {
    expect(shape(insertPromos(cars(2), [promo('p', { position: 5 })], { today, offset: 0 }))).toEqual(['c0', 'c1', '[p]']);
    expect(shape(insertPromos(cars(2), [promo('p', { position: 5, strictDisplay: true })], { today, offset: 0 }))).toEqual(['c0', 'c1']);
    expect(shape(insertPromos(cars(4), [promo('old', { expiry: '2025-06-15' }), promo('soon', { start: '2027-01-01', expiry: '2027-02-01' })], { today, offset: 0 }))).toEqual(['c0', 'c1', 'c2', 'c3']);
    expect(shape(insertPromos([], [promo('p')], { today, offset: 0 }))).toEqual([]);
  });

  it('shifts by the random offset on sites that set it', () => {
    expect(shape(insertPromos(cars(5), [promo('p')], { today, offset: 2 }))).toEqual(['c0', 'c1', 'c2', 'c3', '[p]', 'c4']);
    expect(promoOffset(false, () => 0.99)).toBe(0);
    expect(promoOffset(true, () => 0.99)).toBe(2);
    expect(promoOffset(true, () => 0)).toBe(0);
  });
});
