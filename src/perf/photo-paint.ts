/**
 * The attribute a page's opening photo carries (the one fetched at high priority) so the browser
 * reports when it is painted (Element Timing): the page's scripts wait for that report before they
 * are fetched (src/server/http/photo-first.ts). Lowercase, as the DOM has it: React passes it through.
 */
export const PHOTO_PAINT = { elementtiming: 'photo' } as const;
