// The screen manifest: every screen of the site, listed once, as data. The app routes by it (src/app/
// App.tsx, through the routing table vite.config.ts's screenModules makes of it, with each screen's
// component), the server renders and links each page's chunks by it (src/server/app.ts,
// src/server/http/client-build.ts), the build groups the car page's code by it
// (scripts/build/car-page-chunks.ts), and the service worker stores and serves the offline shells by it
// (workers/sw.ts). Adding a screen is an entry here plus its module; moving a module is an edit of its
// `module` here (no other module imports a screen's module). Which screen a path opens is
// src/domain/screen-match.ts's.
import { CAR_PAGE_PATH } from './car-page.ts';
import type { GateType } from './gated-pages.ts';
import { CONTENT_PAGES, GARAGE_PAGES, type FeatureName, type PathPattern, type ScreenRoute } from './screen-match.ts';
import { DEFAULT_SEARCH_PATH } from './search-pages.ts';

/**
 * Where a screen's code goes. `first`: the first bundle (home only: every page loads it). Otherwise
 * the screen's module is a lazy chunk of its own (shared by the screens that name the same module),
 * which the server links from the page's HTML, and the group says which family of screens it belongs
 * to when the build groups the car page's code by what else loads it: `car` (the car page), `search`
 * (the search screens), `pages` (every other screen).
 */
export type ChunkGroup = 'first' | 'car' | 'search' | 'pages';

export interface Screen extends ScreenRoute {
  /** Unique; what tests and the server's chunk links go by. */
  name: string;
  /** The paths it opens at, tried in the manifest's order (the first screen that matches wins; see src/domain/screen-match.ts). */
  paths: readonly PathPattern[];
  /** Its module, from the project's root, and the export that renders it (given ScreenProps). */
  module: string;
  component: string;
  chunk: ChunkGroup;
  /** Lazy modules it always loads once its first paint is done: the server prefetches them with it, and the build groups their code with its. */
  later?: readonly string[];
  /** The server renders it (its HTML and page data; the browser hydrates it). */
  serverRendered?: boolean;
  /** Offline, an address of this screen the service worker has not kept gets this page instead, which it stores at install. */
  offlineShell?: string;
  /** The page the service worker stores at install, if not its offline shell (home). */
  precache?: string;
  /** The tenant feature switch it needs: off, the not-found screen shows. */
  feature?: FeatureName;
  /** Spec §4 gated pages: sign-in first where the tenant gates it. */
  gate?: GateType;
  /** Fixed props for the component (one component serving two screens). */
  props?: Readonly<Record<string, string>>;
  /**
   * Server-rendered, the id of an element its first paint waits for the parser to reach, beyond the
   * main content's start (every page's): what comes before it is laid out by what follows it, so a
   * paint with only part of it parsed would show it one way and then move it.
   */
  firstPaintAfter?: string;
}

/**
 * A search screen's filter column, which follows its toolbar: the toolbar is a wrapping row whose
 * search box takes the room its sort and buttons leave, so half of it painted shows the box full
 * width, then narrower and lower.
 */
export const SEARCH_FILTERS_ID = 'search-filters';

/** Paths that move to another page (spec §2: /cars lists the stock), tried before the screens. */
export const REDIRECTS: readonly { path: string; to: string }[] = [{ path: '/cars', to: DEFAULT_SEARCH_PATH }];

const FINANCE_PATHS = ['/finance', '/finance-enquiry', '/apply-for-finance', '/finance-pre-approval', '/finance-and-insurance'];
const LEADS = 'src/routes/leads';
const ACCOUNT = 'src/routes/account';
const EXPLORE = 'src/routes/explore';
const SEARCH: Pick<Screen, 'chunk' | 'serverRendered' | 'offlineShell' | 'firstPaintAfter'> = { chunk: 'search', serverRendered: true, offlineShell: DEFAULT_SEARCH_PATH, firstPaintAfter: SEARCH_FILTERS_ID };

export const SCREENS: readonly Screen[] = [
  // '/index.html' is the same page (the server answers it with home).
  { name: 'home', paths: ['/', '/index.html'], module: 'src/routes/home/Home.tsx', component: 'Home', chunk: 'first', later: ['src/routes/home/HomeSections.tsx'], serverRendered: true, precache: '/' },
  { name: 'car', paths: [CAR_PAGE_PATH], module: 'src/routes/car/CarPage.tsx', component: 'CarPage', chunk: 'car', later: ['src/routes/car/CarSections.tsx'], serverRendered: true },
  { name: 'search', paths: ['/search', '/search/*'], module: 'src/routes/search/SearchPage.tsx', component: 'SearchPage', ...SEARCH },
  { name: 'offers', paths: ['/special-offers'], module: 'src/routes/search/OffersSearchPage.tsx', component: 'OffersSearchPage', ...SEARCH },
  { name: 'parts', paths: ['/parts/search'], module: 'src/routes/search/PartsSearchPage.tsx', component: 'PartsSearchPage', ...SEARCH },
  { name: 'offer', paths: ['/offers/:manufacturer/:offerId', '/offers/:offerId'], module: `${EXPLORE}/OfferPage.tsx`, component: 'OfferPage', chunk: 'pages' },
  { name: 'trade-in-car', paths: ['/cars/trade-in'], module: `${LEADS}/TradeInPage.tsx`, component: 'TradeInPage', chunk: 'pages', feature: 'tradeInValuation', gate: 'trade-in' },
  { name: 'reserve', paths: ['/cars/:slug/{vehiclePage.checkoutPath}'], module: `${LEADS}/ReservePage.tsx`, component: 'ReservePage', chunk: 'pages', feature: 'reserve', gate: 'checkout' },
  { name: 'checkout-journey', paths: ['/checkout-journey'], module: `${LEADS}/CheckoutJourneyPage.tsx`, component: 'CheckoutJourneyPage', chunk: 'pages', feature: 'onlinePurchase', gate: 'online-payment' },
  { name: 'personalised-finance', paths: ['/personalised/finance'], module: `${ACCOUNT}/PersonalisedFinancePage.tsx`, component: 'PersonalisedFinancePage', chunk: 'pages', feature: 'finance', gate: 'car-finance' },
  { name: 'finance', paths: [...FINANCE_PATHS, '{finance.defaultLink}'], module: `${LEADS}/FinancePage.tsx`, component: 'FinancePage', chunk: 'pages', feature: 'finance', gate: 'finance' },
  { name: 'success', paths: ['/success'], module: `${LEADS}/SuccessPage.tsx`, component: 'SuccessPage', chunk: 'pages' },
  { name: 'print', paths: ['/print'], module: 'src/routes/car/PrintPage.tsx', component: 'PrintPage', chunk: 'pages' },
  { name: 'sign-in', paths: ['/sign-in'], module: `${ACCOUNT}/SignInPage.tsx`, component: 'SignInPage', chunk: 'pages', feature: 'authentication' },
  { name: 'trade-in', paths: ['/trade-in'], module: `${LEADS}/TradeInPage.tsx`, component: 'TradeInPage', chunk: 'pages', gate: 'trade-in' },
  { name: 'sell-my-car', paths: ['/sell-my-car', '/sell-your-car'], module: `${LEADS}/TradeInPage.tsx`, component: 'TradeInPage', chunk: 'pages', feature: 'sellMyCar', gate: 'sell-my-car', props: { title: 'Sell My Car' } },
  { name: 'spin-to-win', paths: ['/spin-to-win'], module: `${LEADS}/SpinToWinPage.tsx`, component: 'SpinToWinPage', chunk: 'pages', feature: 'spinToWin', gate: 'spin-to-win' },
  { name: 'online-payment', paths: ['/online-payment'], module: `${LEADS}/OnlinePaymentPage.tsx`, component: 'OnlinePaymentPage', chunk: 'pages', feature: 'onlinePayment', gate: 'online-payment' },
  // A tenant's branded garage pages (tenant.json garagePages) are My Garage under a brand's name.
  { name: 'my-garage', paths: ['/my-garage', GARAGE_PAGES], module: `${ACCOUNT}/MyGaragePage.tsx`, component: 'MyGaragePage', chunk: 'pages', feature: 'garage', gate: 'my-garage' },
  { name: 'service', paths: ['/service'], module: `${LEADS}/ContactPage.tsx`, component: 'ServicePage', chunk: 'pages' },
  { name: 'test-drive', paths: ['/book-test-drive'], module: `${LEADS}/TestDrivePage.tsx`, component: 'TestDrivePage', chunk: 'pages' },
  { name: 'contact', paths: ['/contact'], module: `${LEADS}/ContactPage.tsx`, component: 'ContactPage', chunk: 'pages' },
  { name: 'location-contact', paths: ['/contact-us/:slug'], module: `${LEADS}/ContactPage.tsx`, component: 'LocationContactPage', chunk: 'pages' },
  { name: 'location', paths: ['/our-location/:slug', '/locations/:slug'], module: 'src/routes/locations/LocationPage.tsx', component: 'LocationPage', chunk: 'pages' },
  { name: 'dealer-locator', paths: ['/dealer-locator'], module: 'src/routes/locations/DealerLocatorPage.tsx', component: 'DealerLocatorPage', chunk: 'pages' },
  { name: 'reviews', paths: ['/reviews'], module: 'src/routes/reviews/ReviewsPage.tsx', component: 'ReviewsPage', chunk: 'pages' },
  { name: 'brands', paths: ['/brands'], module: `${EXPLORE}/BrandsPage.tsx`, component: 'BrandsPage', chunk: 'pages' },
  { name: 'favourites', paths: ['/favourites'], module: 'src/routes/saved/FavouritesPage.tsx', component: 'FavouritesPage', chunk: 'pages', feature: 'favourites', offlineShell: '/favourites' },
  { name: 'compare', paths: ['/compare'], module: 'src/routes/saved/ComparePage.tsx', component: 'ComparePage', chunk: 'pages', feature: 'favourites', offlineShell: '/compare' },
  { name: 'offline', paths: ['/offline'], module: 'src/routes/saved/OfflinePage.tsx', component: 'OfflinePage', chunk: 'pages', offlineShell: '/offline' },
  { name: 'content', paths: [CONTENT_PAGES], module: 'src/routes/content/ContentPage.tsx', component: 'ContentPage', chunk: 'pages' },
  // A dealer without a warranty page of its own still states its warranty (spec §9).
  { name: 'warranty', paths: ['/warranty'], module: 'src/routes/content/ContentPage.tsx', component: 'WarrantyPage', chunk: 'pages' },
  { name: 'brand', paths: ['/:brand/overview'], module: `${EXPLORE}/BrandPage.tsx`, component: 'BrandPage', chunk: 'pages' },
  { name: 'model', paths: ['/:model'], module: `${EXPLORE}/ModelPage.tsx`, component: 'ModelPage', chunk: 'pages' },
  // Every address no other screen opens at, and a screen whose feature is off.
  { name: 'not-found', paths: [], module: 'src/routes/not-found/NotFoundPage.tsx', component: 'NotFoundPage', chunk: 'pages' },
];

/** The gated-page redirect's module, loaded with a screen that has a `gate`. */
export const GATE_MODULE = 'src/app/Gate.tsx';

/** The module that routes the `pages` screens: the first bundle routes only the others (scripts/build/screen-modules.ts). */
export const PAGES_MODULE = 'src/app/PageScreens.tsx';

/**
 * The pages the service worker stores at install, so the app opens offline after one visit. It has no
 * tenant: a shell whose screen the tenant has switched off (`feature`) is the server's 404, which it
 * leaves out.
 */
export const SHELL_PAGES: readonly string[] = [...new Set(SCREENS.flatMap((s) => [s.precache, s.offlineShell].filter((p): p is string => p !== undefined)))];
