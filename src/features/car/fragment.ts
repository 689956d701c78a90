import { useEffect, useState } from 'react';

/**
 * Spec §2 anchors (#finance-calculator, #vehicle-map, #financeDisclaimer, #key-information,
 * #finance-form) live in the sections, which render after the page (and some only as they near the
 * screen): the browser's own jump to the fragment finds nothing. The address's fragment, from the
 * start or after a hash link is followed; the caller renders every section while there is one, and
 * `useJumpToFragment` jumps once they are in the page.
 *
 * Read after mount: the server's HTML (which has no fragment) and the hydrating render must agree.
 */
export function useFragment(): string {
  const [hash, setHash] = useState('');
  useEffect(() => {
    const follow = () => setHash(location.hash);
    follow();
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  return hash;
}

/**
 * Scrolls to the element `hash` names, from the component that renders it. Content that settles
 * above later (gauge, comments) is absorbed by the browser's scroll anchoring; the sections'
 * scroll-margin clears the sticky header.
 */
export function useJumpToFragment(hash: string): void {
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [hash]);
}
