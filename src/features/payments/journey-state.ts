// The buy-online journey's choices, kept for the tab per car (a shopper who opens the finance
// application or a car page and comes back finds them as left), the steps a tenant's journey has,
// and the order the server is asked to price.
import { useCallback, useState } from 'react';
import { toCents } from '../../domain/money.ts';
import { orderTotals, type OrderChoices, type OrderTotals } from '../../domain/payments.ts';
import { sellingPrice, type Priced } from '../../domain/price-display.ts';
import type { TradeInAnswers, TradeInValuation } from '../../domain/trade-in.ts';

export const JOURNEY_STEPS = ['car', 'trade-in', 'payment', 'delivery', 'extras', 'details', 'summary'] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

export const STEP_LABELS: Record<JourneyStep, string> = {
  car: 'Your car',
  'trade-in': 'Trade-in',
  payment: 'Finance or pay in full',
  delivery: 'Delivery or pick-up',
  extras: 'Extras',
  details: 'Your details',
  summary: 'Summary and deposit',
};

/** A tenant without extras has no extras step. */
export const journeySteps = (extrasOffered: number): JourneyStep[] => JOURNEY_STEPS.filter((s) => s !== 'extras' || extrasOffered > 0);

export interface JourneyState {
  step: number;
  /** null until the shopper answers; then whether they trade a car in. */
  tradingIn: boolean | null;
  tradeIn: { answers: TradeInAnswers; valuation: TradeInValuation } | null;
  payment: 'full' | 'finance';
  fulfilment: 'pickup' | 'delivery';
  postcode: string;
  delivery: { postcode: string; region: string; cents: number } | null;
  extras: string[];
}

export const START: JourneyState = { step: 0, tradingIn: null, tradeIn: null, payment: 'full', fulfilment: 'pickup', postcode: '', delivery: null, extras: [] };

const keyOf = (carId: number) => `forecourt-journey-${carId}`;

function read(carId: number): JourneyState {
  try {
    const raw = sessionStorage.getItem(keyOf(carId));
    return raw ? { ...START, ...(JSON.parse(raw) as Partial<JourneyState>) } : START;
  } catch {
    return START;
  }
}

export function useJourneyState(carId: number): [JourneyState, (update: (state: JourneyState) => JourneyState) => void, () => void] {
  const [state, setState] = useState(() => read(carId));
  const update = useCallback(
    (change: (s: JourneyState) => JourneyState) =>
      setState((current) => {
        const next = change(current);
        try {
          sessionStorage.setItem(keyOf(carId), JSON.stringify(next));
        } catch {
          // Storage blocked: the journey still works, it is just not kept for the tab.
        }
        return next;
      }),
    [carId],
  );
  const forget = useCallback(() => {
    try {
      sessionStorage.removeItem(keyOf(carId));
    } catch {
      // nothing kept
    }
  }, [carId]);
  return [state, update, forget];
}

/** What the server prices (it values the trade-in and looks up delivery again itself). */
export function orderChoices(state: JourneyState): OrderChoices {
  return {
    tradeIn: state.tradingIn && state.tradeIn ? state.tradeIn.answers : null,
    payment: state.payment,
    fulfilment: state.fulfilment === 'delivery' ? { kind: 'delivery', postcode: state.postcode } : { kind: 'pickup' },
    extras: state.extras,
  };
}

/** The sums the summary shows; the server works them out again from the same rules. */
export function journeyTotals(state: JourneyState, car: Priced, extras: readonly { id: string; priceCents: number }[], depositCents: number): OrderTotals {
  const valuation = state.tradingIn ? state.tradeIn?.valuation : undefined;
  return orderTotals({
    carCents: toCents(sellingPrice(car)),
    extrasCents: extras.filter((e) => state.extras.includes(e.id)).map((e) => e.priceCents),
    deliveryCents: state.fulfilment === 'delivery' ? (state.delivery?.cents ?? 0) : 0,
    tradeInCents: valuation?.kind === 'estimate' ? toCents(valuation.low) : 0,
    depositCents,
  });
}
