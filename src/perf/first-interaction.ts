// Parts a shopper only needs once they start using the page (the home banner's slider) load on their
// first sign of it (a pointer, touch, key, focus or scroll), not while the page is still loading.
import { useEffect, useState } from 'react';

const SIGNS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * Whether the shopper has shown a sign the listeners could not hear: before the app was live (the
 * page's scripts wait for its photo) nothing listened, and a page scrolled or a field focused since
 * is that sign.
 */
const signedBefore = () => scrollX !== 0 || scrollY !== 0 || (document.activeElement !== null && document.activeElement !== document.body);

/** False until the shopper first interacts with the page. */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const onSign = () => setInteracted(true);
    for (const sign of SIGNS) addEventListener(sign, onSign, { capture: true, passive: true, once: true });
    // After hydration (its render must match the server's), in a task of its own.
    const early = signedBefore() ? setTimeout(onSign, 0) : undefined;
    return () => {
      clearTimeout(early);
      for (const sign of SIGNS) removeEventListener(sign, onSign, { capture: true });
    };
  }, [interacted]);
  return interacted;
}
