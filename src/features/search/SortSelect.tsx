import { memo } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { carIndexNames } from '../../domain/search-record.ts';
import { SORT_LABELS, type SortKey } from '../../domain/search-request.ts';

/**
 * Spec §2 sort options; the URL's sortBy is the replica index's name, as InstantSearch writes it.
 * Memoised: react-aria's Select rebuilds its collection in a commit of its own on every render.
 */
export const SortSelect = memo(function SortSelect({ primary, value, onChange }: { primary: string; value: SortKey; onChange: (sortBy: string | undefined) => void }) {
  const names = carIndexNames(primary);
  return (
    <Select
      className="sort-select"
      name="sortBy"
      selectedKey={value}
      onSelectionChange={(key) => onChange(key === 'relevance' ? undefined : names[key as SortKey])}
    >
      <Label>Sort by</Label>
      <Button className="sort-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="sort-popover">
        <ListBox className="sort-list">
          {(Object.keys(SORT_LABELS) as SortKey[]).map((key) => (
            <ListBoxItem key={key} id={key} className="sort-option">
              {SORT_LABELS[key]}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
});
