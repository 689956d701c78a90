// The trade-in valuation a shopper got in this tab (the valuation flow keeps it), so the buy-online
// journey can apply it without asking again. Kept for the tab only: a valuation is a moment's figure.
import type { TradeInAnswers, TradeInValuation } from '../../domain/trade-in.ts';

const KEY = 'forecourt-trade-in-valuation';

export interface RememberedValuation {
  answers: TradeInAnswers;
  valuation: TradeInValuation;
}

export function rememberValuation(value: RememberedValuation): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage blocked: the journey asks for the car's details instead.
  }
}

export function rememberedValuation(): RememberedValuation | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as RememberedValuation) : null;
  } catch {
    return null;
  }
}
