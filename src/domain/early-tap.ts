// A tap on the server's HTML before the app is live is lost: React drops a tap on a part of the page
// whose code has not arrived, and before the app starts there is nothing to receive it. On a weak
// connection that is seconds of dead Enquire Now, Call Now, viewer tabs and header menus (the first
// bundle itself waits for the opening photo, src/server/http/photo-first.ts). What is typed or ticked
// is lost too: hydrating a field sets it back to the server's value, the app never hears of it (a
// search typed, a facet ticked, on a search page the server rendered). The page's first scripts
// record the last such tap and every field changed (src/server/http/early-tap.ts), answer a tap on a
// tab or on Enquire Now at once, and the app replays them once the part tapped is live: the header
// once it is hydrated, with the first bundle; the page (<main>) once its own code has come and it is
// hydrated too (src/perf/early-tap.ts). These are the window properties (and the attribute) the two
// share.

/** The last button or tab tapped, in the header or the page, before that part was live. */
export const EARLY_TAP = '__forecourtEarlyTap';
/** Each field of the page changed before it was live, and what it was left at: Map<element, {v: value, c: checked}>. */
export const EARLY_INPUT = '__forecourtEarlyInput';
/**
 * The tabs the page's first script showed selected before the page was live, the last one of each tab
 * list: Map<tablist, tab>. The app selects them too once it is live, so it agrees with what is shown.
 */
export const EARLY_SHOWN = '__forecourtEarlyShown';
/**
 * On a button, the id of the native <dialog> the page's first script opens when the button is tapped
 * before the page is live (the enquiry form's frame, saying the form is loading).
 */
export const EARLY_DIALOG_ATTRIBUTE = 'data-early-dialog';
/** Set once the page (<main>) is live: from then on taps on it reach the app and nothing is recorded. */
export const PAGE_LIVE = '__forecourtLive';
/** Set once the header is live (hydrated): from then on taps on it reach the app. */
export const HEADER_LIVE = '__forecourtHeaderLive';
/** The site's header (src/shell/SiteHeader.tsx), which is live before the page. */
export const SITE_HEADER = 'header.site-header';
