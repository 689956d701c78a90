import { useCallback, useEffect, useRef } from 'react';
import { sliderBounds } from '../../domain/price-slider.ts';
import { facetValues, type FacetOptions, type FacetPanel } from '../../domain/search-facets.ts';
import { refine, setRange, type NumericRange, type SearchUiState } from '../../domain/search-ui-state.ts';
import type { FacetAnswer } from '../../domain/search-request.ts';
import { FacetList, FacetTiles } from './FacetList.tsx';
import { PriceSlider } from './PriceSlider.tsx';

interface FacetPanelsProps {
  panels: readonly FacetPanel[];
  facets: Required<FacetAnswer>;
  state: SearchUiState;
  options: FacetOptions;
  /** Every refinement navigates at once (a new history entry). */
  go: (next: SearchUiState) => void;
  /** A slider's refinement while it waits for its debounce (`undefined` once sent). */
  onPending?: (attribute: string, range: NumericRange | null | undefined) => void;
}

const NONE: string[] = [];

/** What a panel shows as chosen: its list refinement, or a menu refinement from an old-site link. */
function selectedValues(state: SearchUiState, attribute: string): string[] {
  const menu = state.menu?.[attribute];
  return state.refinementList?.[attribute] ?? (menu === undefined ? NONE : [menu]);
}

/** The facet panels that have something to offer, in the given order. */
export function FacetPanels({ panels, facets, state, options, go, onPending }: FacetPanelsProps) {
  // Lists skip re-rendering when their own values did not change, so their handler must not hold
  // the state of the render that made it: it reads the latest one.
  const latest = useRef({ state, go });
  useEffect(() => {
    latest.current = { state, go };
  });
  const onListChange = useCallback((attribute: string, next: string[]) => {
    const { state: current, go: navigate } = latest.current;
    // A menu refinement (old-site links) becomes a list one once the shopper changes it.
    const { [attribute]: _menu, ...menu } = current.menu ?? {};
    navigate(refine(current, { refinementList: { ...current.refinementList, [attribute]: next }, menu }));
  }, []);
  return (
    <>
      {panels.map((panel) => {
        if (panel.kind === 'range') {
          const { min, max } = facets.facets_stats[panel.attribute] ?? {};
          const stats = min !== undefined && max !== undefined ? { min, max } : undefined;
          const refinement = state.range?.[panel.attribute];
          if (!stats && !refinement) return null;
          return (
            <PriceSlider
              key={panel.attribute}
              label={panel.label}
              bounds={sliderBounds(stats)}
              refinement={refinement}
              onRefine={(range) => go(setRange(state, panel.attribute, range))}
              onPending={onPending && ((range) => onPending(panel.attribute, range))}
            />
          );
        }
        const selected = selectedValues(state, panel.attribute);
        const values = facetValues(panel, facets.facets[panel.attribute], selected, options);
        if (values.length === 0) return null;
        const List = panel.kind === 'tiles' ? FacetTiles : FacetList;
        return <List key={panel.attribute} panel={panel} values={values} selected={selected} onChange={onListChange} />;
      })}
    </>
  );
}
