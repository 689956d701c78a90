// What the two forms of a range facet's slider share (RangeSlider.tsx renders the plain one until the
// react-aria one, RangeSliderTrack.tsx, is in): their props, what their thumbs announce, their markup.
import type { HTMLAttributes, LabelHTMLAttributes, OutputHTMLAttributes, ReactNode, RefObject } from 'react';
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

/**
 * The markup of both forms: the group, its label, the values as text, and the track with its fill
 * from `from` to `to` (fractions of the track) under the thumbs given.
 */
export function SliderFrame({ groupProps, labelProps, outputProps, trackProps, trackRef, label, text, from, to, children }: {
  groupProps: HTMLAttributes<HTMLDivElement>;
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  outputProps: OutputHTMLAttributes<HTMLOutputElement>;
  trackProps: HTMLAttributes<HTMLDivElement>;
  trackRef?: RefObject<HTMLDivElement | null>;
  label: string;
  text: string;
  from: number;
  to: number;
  children: ReactNode;
}) {
  return (
    <div {...groupProps} className="range-slider-body">
      <label {...labelProps} className="facet-label">
        {label}
      </label>
      <output {...outputProps} className="range-slider-output">
        {text}
      </output>
      <div {...trackProps} ref={trackRef} className="range-slider-track">
        <div className="range-slider-fill" style={{ left: `${from * 100}%`, width: `${(to - from) * 100}%` }} />
        {children}
      </div>
    </div>
  );
}
