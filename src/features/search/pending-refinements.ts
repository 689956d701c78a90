// Refinements still inside their debounce: a price slider being moved (400 ms), text being typed
// (300 ms). 'Show Me N cars' navigates with them at once instead of waiting for the timers.
import { refine, setRange, type NumericRange, type SearchUiState } from '../../domain/search-ui-state.ts';

export interface PendingRefinements {
  /** The trimmed text not yet in the URL. */
  query?: string;
  /** Per range attribute: the refinement not yet in the URL (null: the filter removed). */
  ranges: Map<string, NumericRange | null>;
}

export const noPending = (): PendingRefinements => ({ ranges: new Map() });

/** The state with the pending refinements applied (unchanged, page included, when none are pending). */
export function withPending(state: SearchUiState, pending: PendingRefinements): SearchUiState {
  let next = pending.query === undefined ? state : refine(state, { query: pending.query });
  for (const [attribute, range] of pending.ranges) next = setRange(next, attribute, range);
  return next;
}
