import { memo, useState, type PointerEvent, type ReactNode } from 'react';
import { facetValueLabel, pluralLabel, type FacetPanel, type FacetValue } from '../../domain/search-facets.ts';
import { groupDigits } from '../../domain/number-format.ts';
import { isPlainMousePress } from '../../perf/mouse-press.ts';
import { useStableHandler } from '../../perf/use-stable-handler.ts';

// The facets are native checkboxes in a fieldset and native toggle buttons: the browser gives them
// their roles, names (label, legend), keyboard and form semantics. A results page shows a few hundred
// of them and re-renders them for every answer's counts, where react-aria's Checkbox and ToggleButton
// each cost several times as much to render (issue 4: results painted within 100 ms of a click).

interface FacetListProps {
  panel: FacetPanel;
  values: FacetValue[];
  selected: string[];
  /** Gets the attribute too, so one stable handler serves every list. */
  onChange: (attribute: string, values: string[]) => void;
  /** A mouse press on a value began: the selection its click will most likely make. */
  onPress: (attribute: string, values: string[]) => void;
}

const sameValues = (a: FacetValue[], b: FacetValue[]) => a.length === b.length && a.every((v, i) => v.value === b[i].value && v.count === b[i].count);
const sameStrings = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** A refinement re-renders only the panels whose values or selection changed. */
const unchanged = (a: FacetListProps, b: FacetListProps) =>
  a.panel === b.panel && a.onChange === b.onChange && a.onPress === b.onPress && sameValues(a.values, b.values) && sameStrings(a.selected, b.selected);

/**
 * Gives `handler` the panel's selection with one value added or removed; one handler for the list's
 * life, so the options skip re-rendering when only counts moved.
 */
function useToggleValue({ panel, selected }: FacetListProps, handler: (attribute: string, values: string[]) => void): (value: string, on: boolean) => void {
  return useStableHandler((value: string, on: boolean) => {
    const others = selected.filter((v) => v !== value);
    handler(panel.attribute, on ? [...others, value] : others);
  });
}

/**
 * A panel's heading as a disclosure button, and whether its values show: as the shopper last set it;
 * until then open when the panel starts so or has held a refinement (so it can be seen and removed,
 * and removing its last value does not close it under the pointer).
 */
function useFacetHeading({ panel, selected }: FacetListProps, id?: string): { open: boolean; heading: ReactNode } {
  const [toggled, setToggled] = useState<boolean | null>(null);
  const [refined, setRefined] = useState(selected.length > 0);
  if (!refined && selected.length > 0) setRefined(true);
  const open = toggled ?? (panel.open === true || refined);
  const heading = (
    <button type="button" className="facet-heading" id={id} aria-expanded={open} onClick={() => setToggled(!open)}>
      {panel.label}
      <svg className="facet-chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
  return { open, heading };
}

/** A plain mouse press on an option starts its search now, while the button is still down. */
const pressAhead = (press: (value: string, on: boolean) => void, value: string, on: boolean) => (event: PointerEvent<HTMLElement>) => {
  if (isPlainMousePress(event)) press(value, on);
};

interface OptionProps {
  attribute: string;
  value: string;
  count: number;
  checked: boolean;
  onToggle: (value: string, on: boolean) => void;
  onPress: (value: string, on: boolean) => void;
}

const FacetCheckbox = memo(function FacetCheckbox({ attribute, value, count, checked, onToggle, onPress }: OptionProps) {
  return (
    <label className="facet-option" onPointerDown={pressAhead(onPress, value, !checked)}>
      <input type="checkbox" className="facet-input" name={attribute} value={value} checked={checked} onChange={(event) => onToggle(value, event.target.checked)} />
      <span className="facet-box" aria-hidden="true" />
      <span className="facet-value">{facetValueLabel(attribute, value)}</span>
      <span className="facet-count">{groupDigits(count)}</span>
    </label>
  );
});

/** A facet's values as checkboxes, the first `panel.shown` of them until 'Show all …'. */
export const FacetList = memo(function FacetList(props: FacetListProps) {
  const { panel, values, selected } = props;
  const [expanded, setExpanded] = useState(false);
  const { open, heading } = useFacetHeading(props);
  const onToggle = useToggleValue(props, props.onChange);
  const onPress = useToggleValue(props, props.onPress);
  if (!open) {
    return (
      <fieldset className="facet">
        <legend className="facet-label">{heading}</legend>
      </fieldset>
    );
  }
  const cut = panel.shown !== undefined && !expanded && values.length > panel.shown;
  // A refined value past the cut stays visible, so it can be seen and removed.
  const visible = cut ? values.filter((v, i) => i < panel.shown! || selected.includes(v.value)) : values;
  return (
    <fieldset className="facet">
      <legend className="facet-label">{heading}</legend>
      {visible.map(({ value, count }) => (
        <FacetCheckbox key={value} attribute={panel.attribute} value={value} count={count} checked={selected.includes(value)} onToggle={onToggle} onPress={onPress} />
      ))}
      {panel.shown !== undefined && values.length > panel.shown && (
        <button type="button" className="facet-more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {`${expanded ? 'Show fewer' : 'Show all'} ${pluralLabel(panel.label)}`}
        </button>
      )}
    </fieldset>
  );
}, unchanged);

const FacetTile = memo(function FacetTile({ attribute, value, count, checked, onToggle, onPress }: OptionProps) {
  return (
    <button type="button" className="facet-tile" aria-pressed={checked} onPointerDown={pressAhead(onPress, value, !checked)} onClick={() => onToggle(value, !checked)}>
      <span className="facet-value">{facetValueLabel(attribute, value)}</span>
      <span className="facet-count">{groupDigits(count)}</span>
    </button>
  );
});

/** The body/make tile list: one toggle tile per value. */
export const FacetTiles = memo(function FacetTiles(props: FacetListProps) {
  const { panel, values, selected } = props;
  const { open, heading } = useFacetHeading(props, `facet-${panel.attribute}`);
  const onToggle = useToggleValue(props, props.onChange);
  const onPress = useToggleValue(props, props.onPress);
  return (
    <div className="facet" role="group" aria-labelledby={`facet-${panel.attribute}`}>
      <span className="facet-label">{heading}</span>
      {open && (
        <div className="facet-tiles">
          {values.map(({ value, count }) => (
            <FacetTile key={value} attribute={panel.attribute} value={value} count={count} checked={selected.includes(value)} onToggle={onToggle} onPress={onPress} />
          ))}
        </div>
      )}
    </div>
  );
}, unchanged);
