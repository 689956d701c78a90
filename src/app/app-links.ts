// Plain links (`<a href="/…">`) move within the app without a page load, as a router Link would,
// through one listener for the whole document rather than a component and a location subscription
// per link: the menus, footer and result cards render a few hundred of them.

export interface LinkClick {
  href: string;
  /** The anchor's target attribute, if any. */
  target: string | null;
  download: boolean;
  button: number;
  modified: boolean;
  /** Something (a react-aria link, a handler) already dealt with the click. */
  handled: boolean;
}

/** Paths the server answers itself: a link to one is a real request. */
const SERVER_PATHS = /^\/(api|img|media|icons|assets|1)\//;

/**
 * The in-app address a click on a link should go to, or null to leave the click to the browser:
 * modified or non-primary clicks, other windows, downloads, other origins, server resources, and
 * jumps within the page (the browser scrolls to those itself).
 */
export function inAppDestination(click: LinkClick, current: URL): string | null {
  if (click.handled || click.button !== 0 || click.modified || click.download) return null;
  if (click.target !== null && click.target !== '' && click.target !== '_self') return null;
  const url = new URL(click.href, current);
  if (url.origin !== current.origin || SERVER_PATHS.test(url.pathname)) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return url.pathname + url.search + url.hash;
}

/** The in-app address a pointer or a click on an element's link goes to, or null. */
function destinationOf(event: MouseEvent): string | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  return inAppDestination(
    {
      href: anchor.href,
      target: anchor.getAttribute('target'),
      download: anchor.hasAttribute('download'),
      button: event.button,
      modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
      handled: event.defaultPrevented,
    },
    new URL(location.href),
  );
}

/**
 * Routes plain link clicks through `navigate`, and tells `intend` where a pointer going down on a
 * link or resting on one may lead; returns the function that stops both.
 */
export function followLinksInApp(navigate: (to: string) => void, intend: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const to = destinationOf(event);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  let lastIntended: string | null = null;
  const onIntent = (event: MouseEvent) => {
    const to = destinationOf(event);
    if (to === null || to === lastIntended) return;
    lastIntended = to;
    intend(to);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('pointerdown', onIntent, { passive: true });
  document.addEventListener('mouseover', onIntent, { passive: true });
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('pointerdown', onIntent);
    document.removeEventListener('mouseover', onIntent);
  };
}
