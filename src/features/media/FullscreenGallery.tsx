// The gallery full screen: a modal dialog in a chunk of its own, loaded when first opened, so the
// car page's first load carries no dialog code.
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export function FullscreenGallery({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  return (
    <ModalOverlay isOpen onOpenChange={(open) => !open && onClose()} isDismissable className="media-overlay">
      <Modal className="media-modal">
        <Dialog className="media-dialog" aria-label={`${label} photos`}>
          <Heading slot="title" className="visually-hidden">
            {label}
          </Heading>
          {children}
          <Button className="button button-small" onPress={onClose}>
            Close
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
