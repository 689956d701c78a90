import { useState } from 'react';
import { Label, Slider } from 'react-aria-components';
import { RangeTrack } from '../../ui/RangeTrack.tsx';
import { formatMoney } from '../../domain/number-format.ts';
import { HEADER_PRICE_BOUNDS, HEADER_PRICE_STEP, keepThumbsApart, rangeRefinement, type Bounds } from '../../domain/range-slider.ts';
import { stateToRoute } from '../../url/search-route.ts';
import { StockLink } from './StockLink.tsx';

/**
 * The home banner's search: a header-style price slider (spec §5) and the link to the stock, which
 * carries the chosen range as the results page's `range[price]` (a thumb left at its end sets no limit).
 */
export default function HeroPriceSearch({ searchPath }: { searchPath: string }) {
  const [value, setValue] = useState<Bounds>(HEADER_PRICE_BOUNDS);
  const refinement = rangeRefinement(value, HEADER_PRICE_BOUNDS);
  return (
    <>
      <Slider
        className="range-slider hero-price"
        minValue={HEADER_PRICE_BOUNDS.min}
        maxValue={HEADER_PRICE_BOUNDS.max}
        step={HEADER_PRICE_STEP}
        value={[value.min, value.max]}
        onChange={(next) => {
          const [min, max] = next as number[];
          setValue(keepThumbsApart({ min, max }, min !== value.min ? 'min' : 'max'));
        }}
      >
        <Label className="hero-price-label">Price</Label>
        <RangeTrack name="price" format={formatMoney} />
      </Slider>
      <StockLink href={refinement ? `${searchPath}?${stateToRoute({ range: { price: refinement } })}` : searchPath} />
    </>
  );
}
