// Spec §2 enquiry dialog (default title 'Enquire Now') for a car: Quick Enquiry from cards, the
// 'Request Photos' variant (the car page's, with the hidden field 'Request Photos' and a default
// message), and the Find Me Something Similar variant for cars that are no longer available. Loaded when first opened
// (EnquiryDialog.tsx, CardEnquiry.tsx), so it carries the form with it.
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { LeadCar } from '../../domain/lead-payload.ts';
import type { Values } from './fields.tsx';
import { LeadForm } from './LeadForm.tsx';
import './leads.css';

export const REQUEST_PHOTOS = 'Request Photos';
export const REQUEST_PHOTOS_MESSAGE = 'Please send me more photos of this vehicle.';
export const SIMILAR_SUBCATEGORY = 'Find Me Something Similar';

export interface EnquiryModalProps {
  car: LeadCar | null;
  title?: string;
  variant?: 'enquiry' | 'request-photos' | 'similar';
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog element's id (EnquiryDialog moves the focus there as its frame closes). */
  dialogId?: string;
}

/** The dialog, opened by EnquiryDialog's button or a results card. */
export function EnquiryModal({ car, title = 'Enquire Now', variant = 'enquiry', isOpen, onOpenChange, dialogId }: EnquiryModalProps) {
  const initial: Values =
    variant === 'request-photos'
      ? { hidden: REQUEST_PHOTOS, message: REQUEST_PHOTOS_MESSAGE }
      : variant === 'similar' && car
        ? { message: `I'm interested in something similar to the ${car.name}.` }
        : {};
  return (
    <ModalOverlay className="lead-modal-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="lead-modal">
        <Dialog className="lead-dialog" id={dialogId}>
          {({ close }) => (
            <>
              <div className="lead-dialog-head">
                <Heading slot="title">{title}</Heading>
                <Button className="button button-small" onPress={close} aria-label="Close">
                  ✕
                </Button>
              </div>
              {car && <p className="lead-car-line">{car.name}</p>}
              <LeadForm form="enquiry" car={car} initial={initial} subcategory={variant === 'similar' ? SIMILAR_SUBCATEGORY : null} />
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
