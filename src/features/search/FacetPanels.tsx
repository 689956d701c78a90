import { memo } from 'react';
import { sliderBounds } from '../../domain/range-slider.ts';
import { facetValues, PRICE_SCALE, type FacetOptions, type FacetPanel } from '../../domain/search-facets.ts';
import { refine, setRange, type NumericRange, type SearchUiState } from '../../domain/search-ui-state.ts';
import type { FacetAnswer } from '../../domain/search-request.ts';
import { FacetList, FacetTiles } from './FacetList.tsx';
import { RangeSlider } from './RangeSlider.tsx';
import { useStableHandler } from '../../perf/use-stable-handler.ts';

interface FacetPanelsProps {
  panels: readonly FacetPanel[];
  facets: Required<FacetAnswer>;
  state: SearchUiState;
  options: FacetOptions;
  /** Every refinement navigates at once (a new history entry). */
  go: (next: SearchUiState) => void;
  /** Searches ahead for the refinement a press is about to make. */
  ahead: (next: SearchUiState) => void;
  /** A slider's refinement while it waits for its debounce (`undefined` once sent). */
  onPending?: (attribute: string, range: NumericRange | null | undefined) => void;
}

const NONE: string[] = [];

/** What a panel shows as chosen: its list refinement, or a menu refinement from an old-site link. */
function selectedValues(state: SearchUiState, attribute: string): string[] {
  const menu = state.menu?.[attribute];
  return state.refinementList?.[attribute] ?? (menu === undefined ? NONE : [menu]);
}

/** The facet panels that have something to offer, in the given order; memoised, as the results re-render often. */
export const FacetPanels = memo(function FacetPanels({ panels, facets, state, options, go, ahead, onPending }: FacetPanelsProps) {
  const withList = (attribute: string, next: string[]) => {
    // A menu refinement (old-site links) becomes a list one once the shopper changes it.
    const { [attribute]: _menu, ...menu } = state.menu ?? {};
    return refine(state, { refinementList: { ...state.refinementList, [attribute]: next }, menu });
  };
  // Lists skip re-rendering when their own values did not change: one handler serves every render.
  const onListChange = useStableHandler((attribute: string, next: string[]) => go(withList(attribute, next)));
  const onListPress = useStableHandler((attribute: string, next: string[]) => ahead(withList(attribute, next)));
  const onRange = useStableHandler((attribute: string, range: NumericRange | null) => go(setRange(state, attribute, range)));
  return (
    <>
      {panels.map((panel) => {
        if (panel.kind === 'range') {
          const { min, max } = facets.facets_stats[panel.attribute] ?? {};
          const stats = min !== undefined && max !== undefined ? { min, max } : undefined;
          const refinement = state.range?.[panel.attribute];
          if (!stats && !refinement) return null;
          const scale = panel.scale ?? PRICE_SCALE;
          const bounds = sliderBounds(stats, scale.defaults);
          // No spread to choose from (one car, or none yet): no slider, unless it holds a refinement.
          if (bounds.max <= bounds.min && !refinement) return null;
          return (
            <RangeSlider key={panel.attribute} attribute={panel.attribute} label={panel.label} unit={scale.unit} bounds={bounds} refinement={refinement} onRefine={onRange} onPending={onPending} />
          );
        }
        const selected = selectedValues(state, panel.attribute);
        const values = facetValues(panel, facets.facets[panel.attribute], selected, options);
        if (values.length === 0) return null;
        const List = panel.kind === 'tiles' ? FacetTiles : FacetList;
        return <List key={panel.attribute} panel={panel} values={values} selected={selected} onChange={onListChange} onPress={onListPress} />;
      })}
    </>
  );
});
