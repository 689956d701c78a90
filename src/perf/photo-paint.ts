/**
 * The attributes of the photo a page opens on: fetched at high priority, and marked so the browser
 * reports when it is painted (Element Timing). The page's scripts wait for that report before they are
 * fetched (src/server/http/photo-first.ts finds the photo by its priority and waits where it is
 * marked), so the two go together. `elementtiming` is lowercase, as the DOM has it: React passes it
 * through.
 */
export const OPENING_PHOTO = { fetchPriority: 'high', elementtiming: 'photo' } as const;
