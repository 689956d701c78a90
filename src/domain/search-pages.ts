// Spec §2: the default search route (all stock), which the menus link to and the service worker keeps
// as the search screens' offline shell (src/domain/screens.ts).
export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars/';
