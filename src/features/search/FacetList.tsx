import { memo, useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Label, ToggleButton } from 'react-aria-components';
import { facetValueLabel, type FacetPanel, type FacetValue } from '../../domain/search-facets.ts';
import { groupDigits } from '../../domain/number-format.ts';

interface FacetListProps {
  panel: FacetPanel;
  values: FacetValue[];
  selected: string[];
  /** Gets the attribute too, so one stable handler serves every list. */
  onChange: (attribute: string, values: string[]) => void;
}

const sameValues = (a: FacetValue[], b: FacetValue[]) => a.length === b.length && a.every((v, i) => v.value === b[i].value && v.count === b[i].count);
const sameStrings = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** A refinement re-renders only the panels whose values or selection changed (a page has a few hundred checkboxes). */
const unchanged = (a: FacetListProps, b: FacetListProps) =>
  a.panel === b.panel && a.onChange === b.onChange && sameValues(a.values, b.values) && sameStrings(a.selected, b.selected);

/** A facet's values as checkboxes, the first `panel.shown` of them until 'Show all …'. */
export const FacetList = memo(function FacetList({ panel, values, selected, onChange }: FacetListProps) {
  const [expanded, setExpanded] = useState(false);
  const cut = panel.shown !== undefined && !expanded && values.length > panel.shown;
  // A refined value past the cut stays visible, so it can be seen and removed.
  const visible = cut ? values.filter((v, i) => i < panel.shown! || selected.includes(v.value)) : values;
  return (
    <CheckboxGroup className="facet" value={selected} onChange={(next) => onChange(panel.attribute, next)}>
      <Label className="facet-label">{panel.label}</Label>
      {visible.map(({ value, count }) => (
        <Checkbox key={value} value={value} className="facet-option">
          <span className="facet-box" aria-hidden="true" />
          <span className="facet-value">{facetValueLabel(panel.attribute, value)}</span>
          <span className="facet-count">{groupDigits(count)}</span>
        </Checkbox>
      ))}
      {panel.shown !== undefined && values.length > panel.shown && (
        <Button className="facet-more" onPress={() => setExpanded(!expanded)}>
          {expanded ? `Show fewer ${panel.label.toLowerCase()}s` : `Show all ${panel.label.toLowerCase()}s`}
        </Button>
      )}
    </CheckboxGroup>
  );
}, unchanged);

/** The body/make tile list: one toggle tile per value. */
export const FacetTiles = memo(function FacetTiles({ panel, values, selected, onChange }: FacetListProps) {
  return (
    <div className="facet" role="group" aria-labelledby={`facet-${panel.attribute}`}>
      <span className="facet-label" id={`facet-${panel.attribute}`}>
        {panel.label}
      </span>
      <div className="facet-tiles">
        {values.map(({ value, count }) => (
          <ToggleButton
            key={value}
            className="facet-tile"
            isSelected={selected.includes(value)}
            onChange={(on) => onChange(panel.attribute, on ? [...selected, value] : selected.filter((v) => v !== value))}
          >
            <span className="facet-value">{facetValueLabel(panel.attribute, value)}</span>
            <span className="facet-count">{groupDigits(count)}</span>
          </ToggleButton>
        ))}
      </div>
    </div>
  );
}, unchanged);
