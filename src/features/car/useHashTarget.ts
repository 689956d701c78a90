import { useEffect, useState } from 'react';

/**
 * Spec §2 anchors (#finance-calculator, #vehicle-map, #financeDisclaimer, #key-information,
 * #finance-form) live in the sections, which render after the page (and some only as they near the
 * screen): the browser's own jump to the fragment finds nothing. True while the address names a
 * fragment, from the start or after a hash link is followed; the caller then renders every section,
 * and once they are in the page this jumps to the fragment. Content that settles above later (gauge,
 * comments) is absorbed by the browser's scroll anchoring; the sections' scroll-margin clears the
 * sticky header.
 */
export function useHashTarget(): boolean {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const follow = () => setHash(location.hash);
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [hash]);
  return hash !== '';
}
