import { memo, useId } from 'react';
import { carIndexNames } from '../../domain/search-record.ts';
import { SORT_LABELS, type SortKey } from '../../domain/search-request.ts';

/**
 * Spec §2 sort options; the URL's sortBy is the replica index's name, as InstantSearch writes it.
 * The browser's own select: a phone shows its own picker, and a results page's first load needs no
 * react-aria for it. Memoised: the page re-renders for every answer, the select only for its value.
 */
export const SortSelect = memo(function SortSelect({ primary, value, onChange }: { primary: string; value: SortKey; onChange: (sortBy: string | undefined) => void }) {
  const names = carIndexNames(primary);
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select id={id} className="sort-button" name="sortBy" value={value} onChange={(event) => {
        const key = event.target.value as SortKey;
        onChange(key === 'relevance' ? undefined : names[key]);
      }}>
        {(Object.keys(SORT_LABELS) as SortKey[]).map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
    </div>
  );
});
