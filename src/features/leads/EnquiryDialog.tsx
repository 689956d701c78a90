// The enquiry button (spec §2, default 'Enquire Now') and its dialog. The dialog's code, with the
// form and react-aria, loads on the first press (or hover), so pages that offer it, such as the car
// page, do not download it up front: the button is the browser's own. A press opens the dialog's
// frame at once: a native <dialog> in the page's HTML with the title, the car and a line saying the
// form is loading, which the page's first script also opens for a tap before the page is live
// (src/server/http/early-tap.ts). The form's dialog is rendered in a transition once its code is in
// (src/perf/preloadable.tsx), and takes the frame's place once committed, so the press's own frame
// paints the frame whether or not the form's code is in, and mounting the form (react-aria's fields)
// runs in slices after it rather than in the press. The button is expanded while either is open.
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { EARLY_DIALOG_ATTRIBUTE } from '../../domain/early-tap.ts';
import type { EnquiryModalProps } from './EnquiryModal.tsx';
import { openWhenLoaded, preloadable } from '../../perf/preloadable.tsx';
import './enquiry-frame.css';

const EnquiryModal = preloadable(() => import('./EnquiryModal.tsx').then((m) => m.EnquiryModal));

type Frame = RefObject<HTMLDialogElement | null>;

/**
 * Closes the frame as the form's dialog commits: before its focus scope takes the focus, since the
 * frame, modal, leaves the rest of the page inert while it is open. The frame's closing gives the focus
 * back to the button that opened it, so it is moved on into the form's dialog there and then: a
 * focus react-aria did not see a pointer or a key make counts as a screen reader's, and its dialog
 * then waits for the page's CSS transitions (the button's own, just pressed) before taking the focus.
 * `shownRef` says the form's dialog is in the page while it is, so the frame's closing (its event comes
 * a task later) closes nothing else.
 */
function FrameHandOver({ frameRef, shownRef, formId }: { frameRef: Frame; shownRef: RefObject<boolean>; formId: string }) {
  useLayoutEffect(() => {
    shownRef.current = true;
    if (frameRef.current?.open) {
      frameRef.current.close();
      document.getElementById(formId)?.focus({ preventScroll: true });
    }
    return () => void (shownRef.current = false);
  }, [frameRef, shownRef, formId]);
  return null;
}

export function EnquiryDialog({ triggerLabel, className = 'button button-primary', ...modal }: Omit<EnquiryModalProps, 'isOpen' | 'onOpenChange'> & { triggerLabel?: string; className?: string }) {
  // `framed`: the frame is open (set with the press); `open`: the form's dialog is wanted (set in a transition).
  const [framed, setFramed] = useState(false);
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLDialogElement>(null);
  const formShown = useRef(false);
  const id = useId();
  const title = modal.title ?? 'Enquire Now';
  // Whether the form is still wanted when its code comes in: the frame may have been closed meanwhile.
  const wanted = useRef(false);
  const press = () => {
    if (frame.current && !frame.current.open) frame.current.showModal();
    setFramed(true);
    wanted.current = true;
    openWhenLoaded(EnquiryModal, () => {
      if (wanted.current) setOpen(true);
    });
  };
  const close = (isOpen: boolean) => {
    if (isOpen) return;
    wanted.current = false;
    setFramed(false);
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={framed || open}
        {...{ [EARLY_DIALOG_ATTRIBUTE]: `${id}-frame` }}
        onPointerEnter={(event) => event.pointerType === 'mouse' && void EnquiryModal.preload()}
        onClick={press}
      >
        {triggerLabel ?? title}
      </button>
      <dialog ref={frame} id={`${id}-frame`} className="enquiry-frame" aria-labelledby={`${id}-title`} onClose={() => !formShown.current && close(false)}>
        <div className="enquiry-frame-head">
          <h2 id={`${id}-title`}>{title}</h2>
          <form method="dialog">
            <button className="button button-small" aria-label="Close">
              ✕
            </button>
          </form>
        </div>
        {modal.car && <p className="enquiry-frame-car">{modal.car.name}</p>}
        <p role="status">Loading the form…</p>
      </dialog>
      {open && (
        <>
          <FrameHandOver frameRef={frame} shownRef={formShown} formId={`${id}-form`} />
          <EnquiryModal {...modal} isOpen onOpenChange={close} dialogId={`${id}-form`} />
        </>
      )}
    </>
  );
}
