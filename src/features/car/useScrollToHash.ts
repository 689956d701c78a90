import { useEffect } from 'react';

/**
 * Spec §2 anchors (#finance-calculator, #vehicle-map, #financeDisclaimer, #key-information,
 * #finance-form): the page renders after the browser's own jump to the URL's fragment found nothing,
 * so jump once the sections exist. Content that settles above later (gauge, comments) is absorbed by
 * the browser's scroll anchoring; the sections' scroll-margin clears the sticky header.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
