import { useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useDebouncedCallback } from './useDebounced.ts';

/** Spec §9: the text query reaches the URL 300 ms after the last keystroke. */
export const TEXT_DEBOUNCE_MS = 300;

export function SearchBox({ value, onSearch, label, placeholder }: { value: string; onSearch: (query: string) => void; label: string; placeholder: string }) {
  // The box keeps what is typed (trailing space included); a different query arriving from the URL
  // (back button, a recent search) replaces it.
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const debounced = useDebouncedCallback((query: string) => onSearch(query.trim()), TEXT_DEBOUNCE_MS);
  return (
    <SearchField
      className="search-box"
      value={text}
      onChange={(next) => {
        setText(next);
        debounced.call(next);
      }}
      onSubmit={(next) => {
        debounced.cancel();
        onSearch(next.trim());
      }}
      onClear={() => {
        debounced.cancel();
        onSearch('');
      }}
    >
      <Label className="visually-hidden">{label}</Label>
      <Input placeholder={placeholder} />
    </SearchField>
  );
}
