// Parts a shopper only needs once they start using the page (the home banner's slider) load on their
// first sign of it (a pointer, touch, key, focus or scroll), not while the page is still loading.
import { useEffect, useState } from 'react';

const SIGNS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** False until the shopper first interacts with the page. */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const onSign = () => setInteracted(true);
    for (const sign of SIGNS) addEventListener(sign, onSign, { capture: true, passive: true, once: true });
    return () => {
      for (const sign of SIGNS) removeEventListener(sign, onSign, { capture: true });
    };
  }, [interacted]);
  return interacted;
}
