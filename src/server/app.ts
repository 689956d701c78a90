// The HTTP app: resolves the tenant from the Host header and serves the built app with its
// bootstrap, per-tenant manifest and icons, the dealer API, search and media.
import { loopTurns, TURN_MS } from './http/loop-turns.ts';
import { closeOnUnreadBody } from './http/unread-body.ts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { DEFAULT_IMAGE_TEMPLATE } from '../domain/media.ts';
import { offerPagePath, offerVisibleOn } from '../domain/offers.ts';
import { pageSubjectFound } from '../domain/page-found.ts';
import { newPageData, type PageGone, type RenderPage, type SimilarCarLink } from '../domain/page-data.ts';
import { sellingPrice, type Priced } from '../domain/price-display.ts';
import { pickSimilarCars, similarCarQueries, type SimilarHit } from '../domain/similar-cars.ts';
import { locationPath } from '../domain/structured-data.ts';
import { redirectAt, screenAt } from '../domain/screen-match.ts';
import { REDIRECTS, SCREENS, type Screen } from '../domain/screens.ts';
import type { Car } from '../domain/stock.ts';
import { toBrowserTenant, type SearchConnection, type ServedSession, type TenantBootstrap } from '../domain/tenant-bootstrap.ts';
import type { ServerConfig } from './config.ts';
import type { Repository } from './store/repository.ts';
import { createOutageLog, storeUnavailableResponse, unavailableReason } from './store-unavailable.ts';
import { carPageHead } from './http/car-page-head.ts';
import type { ClientBuild } from './http/client-build.ts';
import { firstPaintAfter, renderIndexPage, type PageHead } from './http/index-page.ts';
import { renderOrEmpty } from './http/page-renderer.ts';
import { serverSearch } from './http/server-search.ts';
import { unknownHostPage } from './http/pages.ts';
import { HSTS, SECURITY_HEADERS } from './http/security-headers.ts';
import { addressOf } from './leads/client-address.ts';
import { createFaviconHrefs, createIconCache, isIconName } from './pwa/icons.ts';
import { HEADER_LOGO_PATH } from '../domain/api-paths.ts';
import { webManifest } from './pwa/manifest.ts';
import { tenantLocalUrl, type TenantDirectory } from './tenants/resolve-host.ts';
import type { LoadedTenant } from './tenants/load-tenants.ts';
import { apiRoutes } from './api/routes.ts';
import { homeData } from './api/explore-routes.ts';
import type { Geocoder } from './geo/geocoder.ts';
import { geocodeProtocolRoutes } from './geo/geocode-protocol.ts';
import { refusedStatus, type CarAccess } from './car-access.ts';
import type { Payments } from './payments/payments.ts';
import { createNavigationCache } from './navigation.ts';
import type { AccountServices } from './accounts/services.ts';
import { carStructuredData, indexingTags, locationStructuredData, offerStructuredData } from './seo/page-seo.ts';
import { seoRoutes } from './seo/seo-routes.ts';
import { createListingCache, siteInfo } from './seo/tenant-listing.ts';
import { createExploreCatalogue } from './explore-catalogue.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/** A path naming a file (it has an extension); app routes have none. `/index.html` is the home page. */
const FILE_PATH = /^(?!\/index\.html$).*\.[a-z0-9]+$/i;

export interface AppDeps {
  config: ServerConfig;
  tenants: TenantDirectory;
  repo: Repository;
  client: ClientBuild;
  /** The server-rendering bundle, when the build has one (src/server/http/page-renderer.ts). */
  renderPage: RenderPage | null;
  searchApp: Hono;
  mediaApp: Hono;
  geocoder: Geocoder;
  /** Which cars a request may see (car-access.ts). */
  carAccess: CarAccess;
  /** The embedded payment service: its Stripe-compatible API (/v1) and hosted payment page (/pay). */
  paymentServiceApp: Hono;
  payments: Payments;
  /** How a tenant's browser reaches its search index. */
  searchConnection(tenant: LoadedTenant): SearchConnection;
  accounts: AccountServices;
}

type Env = { Variables: { tenant: LoadedTenant } };

/** What is at a page's address (`subjectAt` in createApp). */
interface PageSubject {
  /** Nothing: the 404 or 410 the page answers with. */
  gone?: PageGone;
  /** A car page's car, and its head. */
  served: Car | null;
  head: PageHead;
  /** JSON-LD tags. */
  structured: string[];
  canonicalPath: string;
}

export function createApp(deps: AppDeps): Hono<Env> {
  const app = new Hono<Env>();
  const icons = createIconCache();
  const faviconHref = createFaviconHrefs(icons);
  const listing = createListingCache(deps.repo);
  const shownOffer = async (config: LoadedTenant['config'], id: string | undefined) =>
    (await deps.repo.offers()).find((o) => String(o.id) === id && o.website_id === config.id && offerVisibleOn(o, config.id, config.offers.alwaysShowIds));
  const searchFor = (tenant: LoadedTenant) => serverSearch(deps.searchConnection(tenant), deps.searchApp);
  const navigation = createNavigationCache(deps.repo, searchFor);
  const catalogue = createExploreCatalogue(deps.repo);
  const { carAccess } = deps;

  // A burst of requests takes turns with timers and I/O rather than holding the loop, clients in
  // rotation (loop-turns.ts).
  app.use('*', loopTurns(TURN_MS, (c) => addressOf(c, deps.config.trustProxy).ip));
  // An answer sent before its request's body arrived ends the connection (unread-body.ts).
  app.use('*', closeOnUnreadBody());
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    // The server speaks plain HTTP; a TLS proxy it trusts says when the browser came over HTTPS.
    if (addressOf(c, deps.config.trustProxy).proto === 'https') c.res.headers.set('Strict-Transport-Security', HSTS);
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: `Request body is larger than ${MAX_BODY_BYTES} bytes`, status: 413 }, 413),
    }),
  );
  // Pages and JSON are compressed on the way out; built assets already have .br/.gz copies.
  app.use('*', compress());
  const outage = createOutageLog();
  app.onError((err, c) => {
    // The store down or full: 503 with Retry-After, so clients (the lead outbox) try again later.
    const unavailable = unavailableReason(err);
    if (unavailable) {
      outage(`${c.req.method} ${c.req.path}`, unavailable);
      return storeUnavailableResponse();
    }
    console.error(`${c.req.method} ${c.req.path}:`, err);
    return c.json({ message: 'Internal server error', status: 500 }, 500);
  });

  // Host-independent: search and the payment service are addressed by key (and a payment page by its
// session), media by path, the tenant list by anyone.
  app.route('/', deps.searchApp);
  app.route('/', deps.mediaApp);
  app.route('/', geocodeProtocolRoutes());
  app.route('/', deps.paymentServiceApp);
  app.get('/api/tenants', (c) =>
    c.json(
      deps.tenants.all.map(({ config }) => ({
        slug: config.slug,
        name: config.name,
        url: tenantLocalUrl(config.slug, deps.config.port),
      })),
    ),
  );

  app.use('*', async (c, next) => {
    const host = c.req.header('host') ?? '';
    const tenant = deps.tenants.resolve(host);
    if (!tenant) {
      if (c.req.path.startsWith('/api/')) return c.json({ message: `No dealer site at ${host}`, status: 404 }, 404);
      return c.html(unknownHostPage(host || '(no host)', deps.tenants, deps.config.port), 404);
    }
    c.set('tenant', tenant);
    await next();
  });

  app.get('/manifest.webmanifest', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(JSON.stringify(webManifest(c.get('tenant').config)), 200, { 'Content-Type': 'application/manifest+json' });
  });
  app.get('/icons/:name', async (c) => {
    const name = c.req.param('name');
    if (!isIconName(name)) return c.json({ message: `Unknown icon ${name}`, status: 404 }, 404);
    const png = await icons(c.get('tenant'), name);
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' });
  });
  app.get('/tenant/logo', async (c) => {
    const { dir, config } = c.get('tenant');
    const body = await readFile(join(dir, config.theme.logo));
    const type = config.theme.logo.endsWith('.svg') ? 'image/svg+xml' : 'image/png';
    return c.body(new Uint8Array(body), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });
  });

  const imageTemplate = (tenant: LoadedTenant) => tenant.config.images.template ?? DEFAULT_IMAGE_TEMPLATE;
  const bootstrapFor = async (c: Context<Env>): Promise<TenantBootstrap> => {
    const tenant = c.get('tenant');
    return {
      tenant: toBrowserTenant(tenant.config),
      search: deps.searchConnection(tenant),
      navigation: await navigation(tenant),
      logoUrl: HEADER_LOGO_PATH,
      imageTemplate: imageTemplate(tenant),
    };
  };
  app.get('/api/tenant', async (c) => c.json(await bootstrapFor(c)));
  app.route('/api', deps.accounts.routes);
  app.route(
    '/api',
    apiRoutes(deps.repo, {
      trustProxy: deps.config.trustProxy,
      dataDir: deps.config.dataDir,
      geocoder: deps.geocoder,
      mediaDir: deps.config.mediaDir,
      carAccess,
      leadStored: deps.accounts.leadStored,
      payments: deps.payments,
      paymentsRatePerIp: deps.config.paymentsRatePerIp,
      signedInUserId: async (c) => (await deps.accounts.sessions.signedInOf(c))?.user.id ?? null,
      gated: (c, page) => deps.accounts.sessions.gatedApi(c, page),
      catalogue,
      searchFor,
    }),
  );

  app.route('/', seoRoutes(listing));

  const root = relative(process.cwd(), deps.config.clientDir) || '.';
  app.use('/assets/*', serveStatic({ root, precompressed: true, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }));
  app.use('*', async (c, next) => {
    if (c.req.path === '/' || c.req.path === '/index.html' || !FILE_PATH.test(c.req.path)) return next();
    return serveStatic({ root, precompressed: true, onFound: (_p, ctx) => ctx.header('Cache-Control', 'no-cache') })(c, next);
  });

  /** The cars in stock like a long-sold one, found as its page's similar cars are (spec §7), for its 410 page. */
  const similarTo = async (car: Car, bootstrap: TenantBootstrap): Promise<SimilarCarLink[]> => {
    const requests = similarCarQueries(car).map((q) => ({ indexName: bootstrap.search.carsIndex, ...q, facets: [] }));
    const answers = await serverSearch(bootstrap.search, deps.searchApp)(requests).catch(() => null);
    const hits = (answers ?? []).flatMap((answer) => (answer as { hits?: (SimilarHit & SimilarCarLink & Priced)[] }).hits ?? []);
    return pickSimilarCars(car, hits).map((hit) => ({ slug: hit.slug, name: hit.name, price: sellingPrice(hit) }));
  };

  /**
   * What is at a screen's address: nothing (404; 410 with similar cars for a car sold before the
   * sold-car days), or its subject: a car page's car and head, a car's or location's structured data,
   * and the address its canonical link names.
   */
  const subjectAt = async (c: Context<Env>, path: string, { screen, params }: ReturnType<typeof screenAt<Screen>>, tenant: LoadedTenant, bootstrap: TenantBootstrap): Promise<PageSubject> => {
    const { config } = tenant;
    // /index.html is home.
    const none: PageSubject = { served: null, head: { headTags: [] }, structured: [], canonicalPath: screen.name === 'home' ? '/' : path };
    const isThere = screen.name === 'model' ? (await catalogue(tenant)).models.has(params.model ?? '') : pageSubjectFound(screen.name, params, bootstrap.navigation);
    const offer = screen.name === 'offer' ? await shownOffer(config, params.offerId) : undefined;
    if (screen.name === 'not-found' || !isThere || (screen.name === 'offer' && !offer)) {
      return { ...none, gone: { status: 404, similar: [] } };
    }
    if (screen.name === 'car') {
      const car = await deps.repo.carBySlug(params.slug!, config.id);
      const found = carAccess.check(c, config, car);
      // A car this request may not see, or none: the car page says so, with the status (car-access.ts).
      if (found.kind !== 'car') return { ...none, gone: { status: refusedStatus(found), similar: car && found.kind === 'sold' ? await similarTo(car, bootstrap) : [] } };
      const { car: served, ...head } = carPageHead(found.car, config, imageTemplate(tenant));
      const seller = (await deps.repo.locations(config.id)).find((l) => l.id === found.car.location_id && l.visible) ?? null;
      return { ...none, served, head, structured: carStructuredData(found.car, seller, siteInfo(tenant)) };
    }
    if (offer) {
      // /offers/{id} and /offers/{manufacturer}/{id} show the same offer: the canonical link names the second.
      return { ...none, structured: offerStructuredData(offer, siteInfo(tenant)), canonicalPath: offerPagePath(offer) };
    }
    if (screen.name === 'location') {
      const location = (await deps.repo.locations(config.id)).find((l) => l.visible && l.slug === params.slug);
      if (location) return { ...none, structured: locationStructuredData(location, siteInfo(tenant), config, Date.now()), canonicalPath: locationPath(location) };
    }
    return none;
  };

  /**
   * The page's screen (src/domain/screens.ts) says what it needs: its chunks, linked so they load
   * beside the first bundle (home's code is in it), and, for the screens the server renders (home,
   * the car page, the search screens: where shoppers land from search engines, ads and shared links),
   * its HTML and page data, so what they show paints before the app's code has run. A car page also
   * needs its car, and its head says what the car is. An address with nothing there (subjectAt) is a
   * 404 or 410: the server renders the not-found page for it. Every page's head carries its canonical
   * address and robots rule, and a car or location page its structured data.
   */
  const pageFor = async (c: Context<Env>, url: URL, tenant: LoadedTenant, bootstrap: TenantBootstrap, session: ServedSession | null): Promise<PageHead & { status?: 404 | 410 }> => {
    const path = url.pathname;
    const search = url.search.slice(1);
    if (redirectAt(path, REDIRECTS)) return { headTags: [] };
    const match = screenAt(path, SCREENS, tenant.config);
    const { screen } = match;
    const { gone, served, head, structured, canonicalPath } = await subjectAt(c, path, match, tenant, bootstrap);
    const status = gone?.status ?? 200;
    const headTags = [...head.headTags, ...indexingTags(tenant.config, screen, canonicalPath, search, status), ...structured];
    // A page with nothing there shows the not-found screen: its chunks, unless the screen's own render shows it (the car page).
    const linked = gone && !screen.serverRendered ? deps.client.chunks['not-found'] : deps.client.chunks[screen.name];
    if (!screen.serverRendered && !gone) return { ...head, headTags, chunks: linked?.preload };
    const data = newPageData(path + url.search, served, undefined, undefined, gone);
    // Home's sections are its page's data, read by its render as of the page view's clock.
    if (screen.name === 'home' && !gone) data.home = await homeData(deps.repo, tenant, searchFor(tenant), data.opened.at);
    // A search screen's render searches as the tenant's browser would.
    const searchIndex = screen.chunk === 'search' && !gone ? serverSearch(bootstrap.search, deps.searchApp) : null;
    const page = await renderOrEmpty(deps.renderPage, { bootstrap, path, search, data, searchIndex, session });
    const known = served || gone || data.home ? data : null;
    // Not rendered, a car or gone page still brings its data, and home its sections: the browser's render needs no call for them.
    if (!page) return { ...head, headTags, data: known, chunks: linked?.preload, status: gone?.status };
    return {
      ...head,
      headTags: screen.firstPaintAfter && !gone ? [firstPaintAfter(screen.firstPaintAfter), ...headTags] : headTags,
      chunks: linked?.rendered ?? linked?.preload,
      appHtml: page.html,
      data: page.data ?? known,
      // A car page's photo, a search screen's first card's or home's first feature card's: the app's scripts load once it is in.
      ...(served || searchIndex || data.home ? { scriptsAfterPhoto: deps.client.entryScripts } : {}),
      status: gone?.status,
    };
  };

  /**
   * The session for the page, or null when the store cannot say just now: the page is sent without
   * it (the app asks GET /api/session, and counts no answer as signed out) rather than failing a
   * page that needs nothing else of the store.
   */
  const sessionOrNone = async (c: Context<Env>): Promise<ServedSession | null> => {
    try {
      return await deps.accounts.servedSession(c);
    } catch (error) {
      const unavailable = unavailableReason(error);
      if (!unavailable) throw error;
      outage(`${c.req.method} ${c.req.path} (the session)`, unavailable);
      return null;
    }
  };

  // A file that is not there (an old build's chunk, a typo) is a 404, never the app's page: a script
  // tag would otherwise be handed HTML, and a crawler a page where nothing is.
  app.get('*', (c, next) => (c.req.path.startsWith('/assets/') || FILE_PATH.test(c.req.path) ? c.notFound() : next()));

  // Every other GET is an app route: the client router decides what it shows.
  app.get('*', async (c) => {
    const tenant = c.get('tenant');
    const bootstrap = await bootstrapFor(c);
    // On a site with sign-in the page says who is signed in: it is theirs alone.
    const withSession = tenant.config.features.authentication;
    c.header('Cache-Control', withSession ? 'private, no-cache' : 'no-cache');
    const session = withSession ? await sessionOrNone(c) : null;
    const page = await pageFor(c, new URL(c.req.url), tenant, bootstrap, session);
    return c.html(renderIndexPage(deps.client.template, tenant.config, bootstrap, await faviconHref(tenant), session ? { ...page, session } : page), page.status ?? 200);
  });
  app.notFound((c) => c.json({ message: `No route for ${c.req.method} ${c.req.path}`, status: 404 }, 404));
  return app;
}

