import { memo, useId, useState } from 'react';
import { useDebouncedCallback } from './useDebounced.ts';

/** Spec §9: the text query reaches the URL 300 ms after the last keystroke. */
export const TEXT_DEBOUNCE_MS = 300;
/**
 * A pause in typing this long sends the text's search ahead of the debounce, so its answer is back
 * when the query reaches the URL; shorter gaps, between the keys of a word being typed, send nothing.
 */
export const TEXT_AHEAD_MS = 150;

interface SearchBoxProps {
  value: string;
  onSearch: (query: string) => void;
  /** The trimmed text while it waits for the debounce; `undefined` once it is sent or dropped. */
  onPending?: (query: string | undefined) => void;
  /** The trimmed text after a pause in typing (TEXT_AHEAD_MS), before the debounce sends it. */
  onAhead?: (query: string) => void;
  label: string;
  placeholder: string;
}

/**
 * A native search field: Enter searches at once, Escape clears. Not react-aria's SearchField, which
 * would bring react-aria to every results page's first load for what the browser's field does.
 * Memoised: the page re-renders for every refinement and answer, the box only for its own props.
 */
export const SearchBox = memo(function SearchBox({ value, onSearch, onPending, onAhead, label, placeholder }: SearchBoxProps) {
  // The box keeps what is typed (trailing space included); a different query arriving from the URL
  // (back button, a recent search) replaces it.
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const commit = (query: string) => {
    onPending?.(undefined);
    onSearch(query.trim());
  };
  const debounced = useDebouncedCallback(commit, TEXT_DEBOUNCE_MS);
  const paused = useDebouncedCallback((query: string) => onAhead?.(query.trim()), TEXT_AHEAD_MS);
  const send = (query: string) => {
    debounced.cancel();
    paused.cancel();
    commit(query);
  };
  const id = useId();
  return (
    <div className="search-box">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          onPending?.(next.trim());
          debounced.call(next);
          paused.call(next);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(text);
          else if (event.key === 'Escape' && text !== '') {
            event.preventDefault();
            setText('');
            send('');
          }
        }}
      />
    </div>
  );
});
