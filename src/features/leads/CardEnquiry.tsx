// The enquiry dialog a results card opens (Quick Enquiry, or Find Me Something Similar for a car no
// longer for sale). Its own chunk, loaded on the first press: the results page's first load stays small.
import type { LeadCar } from '../../domain/lead-payload.ts';
import { EnquiryModal } from './EnquiryModal.tsx';
import type { CardEnquiryKind } from '../../domain/card-actions.ts';
import type { CarCardRecord } from '../../domain/search-record.ts';

export function leadCarOf(hit: CarCardRecord): LeadCar {
  const { id, make, make_slug, model, stocknum, car_type, status, dealership_id, dealership_slug, location_name, tag, vin, price, slug, name } = hit;
  return { id, make, make_slug, model, stocknum, car_type, status, dealership_id, dealership_slug, location_name, tag, vin, price, slug, name };
}

export default function CardEnquiry({ hit, kind, onClose }: { hit: CarCardRecord; kind: CardEnquiryKind; onClose: () => void }) {
  return (
    <EnquiryModal
      car={leadCarOf(hit)}
      variant={kind}
      title={kind === 'similar' ? 'Find Me Something Similar' : undefined}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
