import type { Car } from '../../domain/stock.ts';
import { SOLD_TEXT, SOLD_TITLE } from '../../domain/car-page.ts';
import { EnquiryDialog } from '../leads';

/**
 * Spec §4: unavailable cars get this instead of the enquiry and purchase buttons. The tag is the
 * tenant's, as on its result cards; the just-sold style changes only the look.
 */
export function SoldPanel({ car, soldTag, justSoldStyle }: { car: Car; soldTag: string; justSoldStyle: boolean }) {
  return (
    <div className={justSoldStyle ? 'sold-panel sold-panel-just-sold' : 'sold-panel'} role="region" aria-label="Sold">
      <span className="sold-tag">{soldTag}</span>
      <p className="sold-title">{SOLD_TITLE}</p>
      <p>{SOLD_TEXT}</p>
      <EnquiryDialog car={car} variant="similar" title="Find Me Something Similar" />
    </div>
  );
}
