// The enquiry button (spec §2, default 'Enquire Now') and its dialog. The dialog's code, with the
// form, loads on the first press (or hover), so pages that offer it, such as the car page, do
// not download it up front.
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import type { EnquiryModalProps } from './EnquiryModal.tsx';

const loadModal = () => import('./EnquiryModal.tsx');
const EnquiryModal = lazy(() => loadModal().then((m) => ({ default: m.EnquiryModal })));

export function EnquiryDialog({ triggerLabel, className = 'button button-primary', ...modal }: Omit<EnquiryModalProps, 'isOpen' | 'onOpenChange'> & { triggerLabel?: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className={className} aria-haspopup="dialog" aria-expanded={open} onHoverStart={() => void loadModal()} onPress={() => setOpen(true)}>
        {triggerLabel ?? modal.title ?? 'Enquire Now'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EnquiryModal {...modal} isOpen onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
