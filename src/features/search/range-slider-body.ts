// What the two forms of a range facet's slider share (RangeSlider.tsx renders the plain one until the
// react-aria one, RangeSliderTrack.tsx, is in): their props and what their thumbs announce.
import type { Bounds } from '../../domain/range-slider.ts';
import type { RangeScale } from '../../domain/search-facets.ts';
import type { SliderScale } from '../../domain/slider-scale.ts';

/** What the thumbs announce ('$40,000', '80,000 km'), as the text shows them. */
export const SLIDER_SPOKEN: Readonly<Record<RangeScale['unit'], Intl.NumberFormatOptions>> = {
  money: { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 },
  km: { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 },
};

export interface SliderBodyProps {
  label: string;
  unit: RangeScale['unit'];
  bounds: Bounds;
  value: Bounds;
  scale: SliderScale;
  format: (n: number) => string;
  /** The thumb that had the focus as the plain slider gave way to this one (0 or 1), if either. */
  focusedThumb?: number;
  onChange: (next: Bounds) => void;
}
