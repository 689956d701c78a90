// The filters a search applies, as removable chips above its results (issue 42): each names what it
// filters and carries the search without it. Pure, so the labels and removals are tested without a page.
import { formatMoney, groupDigits } from './number-format.ts';
import { facetValueLabel, type FacetPanel } from './search-facets.ts';
import { refine, setRange, type NumericRange, type SearchUiState } from './search-ui-state.ts';

export interface ActiveFilter {
  /** Unique within the list, stable across answers (a React key). */
  key: string;
  label: string;
  /** The search with this filter removed (back on page 1). */
  without: SearchUiState;
}

const rangeText = ({ min, max }: NumericRange, format: (n: number) => string): string => {
  if (min !== undefined && max !== undefined) return `${format(min)} – ${format(max)}`;
  return min !== undefined ? `from ${format(min)}` : `up to ${format(max!)}`;
};

/** The state's filters in page order: the text, then each panel's values and range, then any others. */
export function activeFilters(state: SearchUiState, panels: readonly FacetPanel[]): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (state.query) chips.push({ key: 'query', label: `“${state.query}”`, without: refine(state, { query: undefined }) });
  const named = new Map(panels.map((panel) => [panel.attribute, panel]));
  const attributes = [...new Set([...panels.map((p) => p.attribute), ...Object.keys(state.refinementList ?? {}), ...Object.keys(state.menu ?? {}), ...Object.keys(state.range ?? {})])];
  for (const attribute of attributes) {
    const panel = named.get(attribute);
    const name = panel?.label ?? attribute;
    for (const value of state.refinementList?.[attribute] ?? []) {
      const rest = state.refinementList![attribute].filter((v) => v !== value);
      chips.push({ key: `list:${attribute}:${value}`, label: `${name}: ${facetValueLabel(attribute, value)}`, without: refine(state, { refinementList: { ...state.refinementList, [attribute]: rest } }) });
    }
    const menu = state.menu?.[attribute];
    if (menu !== undefined) {
      const { [attribute]: _removed, ...others } = state.menu!;
      chips.push({ key: `menu:${attribute}`, label: `${name}: ${facetValueLabel(attribute, menu)}`, without: refine(state, { menu: others }) });
    }
    const range = state.range?.[attribute];
    if (range) {
      const unit = panel?.scale?.unit;
      const format = unit === 'money' ? formatMoney : unit === 'km' ? (n: number) => `${groupDigits(n)} km` : String;
      chips.push({ key: `range:${attribute}`, label: `${name}: ${rangeText(range, format)}`, without: setRange(state, attribute, null) });
    }
  }
  return chips;
}
