// The page seen before this one on this site: the 'back' of a sign-in redirect (spec §4 gated pages).
// Tracked from the history events (wouter dispatches pushState/replaceState), which fire before the new
// route renders. Part of the first bundle, so it sees every move, whichever chunk the page came in.
const here = () => location.pathname + location.search;
let currentPath = here();
let previousPath = '/';

export function trackPreviousPage(): void {
  for (const event of ['popstate', 'pushState', 'replaceState']) {
    addEventListener(event, () => {
      const next = here();
      if (next === currentPath) return;
      previousPath = currentPath;
      currentPath = next;
    });
  }
}

export const previousPage = () => previousPath;
