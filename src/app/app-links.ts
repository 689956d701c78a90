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

/** Routes plain link clicks through `navigate`; returns the function that stops it. */
export function followLinksInApp(navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const to = inAppDestination(
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
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
