// A tap on the server's HTML before the app is live is lost: React drops a tap on a part of the page
// whose code has not arrived, and before the app starts there is nothing to receive it. On a weak
// connection that is seconds of dead Enquire Now, Call Now and viewer tabs. What is typed or ticked
// is lost too: hydrating a field sets it back to the server's value, the app never hears of it (a
// search typed, a facet ticked, on a search page the server rendered). The page's first scripts
// record the last such tap and every field changed (src/server/http/early-tap.ts), answer a tap on a
// tab or on Enquire Now at once, and the app replays them once the page is live (src/perf/early-tap.ts).
// These are the window properties (and the attribute) the two share.

/** The last button or tab tapped before the page was live. */
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
/** Set once the page is live: from then on taps reach the app and nothing is recorded. */
export const PAGE_LIVE = '__forecourtLive';
