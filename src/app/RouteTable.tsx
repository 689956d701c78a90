// Every route of spec §2. Screens other issues build render their frame (title, breadcrumbs, what
// the page is for) until then; switched-off features and unknown slugs get the not-found page.
import type { ReactNode } from 'react';
import { Redirect, Route, Switch, useParams, useSearch } from 'wouter';
import type { GateType } from '../domain/gated-pages.ts';
import { slugify } from '../domain/media.ts';
import { CONTENT_PAGE_SLUGS } from '../domain/tenant-config.ts';
import { CarPage } from '../routes/cars/CarPage.tsx';
import { ContentPage } from '../routes/content/ContentPage.tsx';
import { FramePage } from '../routes/frames/FramePage.tsx';
import { Gate } from '../routes/frames/Gate.tsx';
import { searchTitle } from '../routes/frames/search-title.ts';
import { NotFound } from '../routes/NotFound.tsx';
import { OfflinePage } from '../routes/offline/OfflinePage.tsx';
import { ComparePage } from '../routes/saved/ComparePage.tsx';
import { FavouritesPage } from '../routes/saved/FavouritesPage.tsx';
import { bootstrapAtom, useAtomValue } from '../state/store.ts';

const FINANCE_PATHS = ['/finance', '/finance-enquiry', '/apply-for-finance', '/finance-pre-approval', '/finance-and-insurance'];
const SIGN_IN_TYPES: Record<string, string> = {
  'trade-in': 'to value your trade-in',
  checkout: 'to reserve this car',
  finance: 'to apply for finance',
  'spin-to-win': 'to spin to win',
  'online-payment': 'to pay online',
  'car-finance': 'to see your personalised finance',
  'my-garage': 'to open your garage',
  watchlist: 'to save cars to your watchlist',
};

function gated(type: GateType, page: ReactNode) {
  return <Gate type={type}>{page}</Gate>;
}

function SearchFrame({ rest }: { rest: string }) {
  const { models } = useAtomValue(bootstrapAtom)!.navigation;
  const names = new Map(models.flatMap((m) => [[slugify(m.make), m.make] as const, [m.slug, m.model] as const]));
  const title = searchTitle(rest, (slug) => names.get(slug));
  return <FramePage title={title} trail={[{ label: 'Search', href: '/search/new-used-and-demo-cars/' }, { label: title }]} purpose="Search our stock by make, model, price, body and more." />;
}

function SignInFrame() {
  const type = new URLSearchParams(useSearch()).get('type') ?? '';
  return <FramePage title="Sign In" purpose={`Sign in ${SIGN_IN_TYPES[type] ?? 'to continue'}.`} />;
}

function CarIdFrame({ title, purpose, trail }: { title: string; purpose: string; trail?: { label: string; href?: string }[] }) {
  const carId = new URLSearchParams(useSearch()).get('car_id');
  return <FramePage title={title} trail={trail} purpose={carId ? `${purpose} (car ${carId}).` : `${purpose}.`} />;
}

function LocationFrame({ locations }: { locations: Map<string, { name: string; city: string }> }) {
  const location = locations.get(useParams().slug ?? '');
  if (!location) return <NotFound />;
  return (
    <FramePage
      title={location.name}
      trail={[{ label: 'Locations', href: '/dealer-locator' }, { label: location.name }]}
      purpose={`Opening hours, directions and contact details for ${location.name}, ${location.city}.`}
    />
  );
}

export function RouteTable() {
  const { tenant, navigation } = useAtomValue(bootstrapAtom)!;
  const f = tenant.features;
  const financeFrame = <FramePage title="Finance Pre-Approval" purpose="Apply for car finance and get pre-approved before you buy." />;
  const financePaths = [...new Set([...FINANCE_PATHS, tenant.finance.defaultLink])];
  const contentPages = CONTENT_PAGE_SLUGS.flatMap((slug) => {
    const page = tenant.pages[slug];
    return page ? [{ path: `/${slug}`, page }, ...(page.alias ? [{ path: page.alias, page }] : [])] : [];
  });
  const extraPages = Object.entries(tenant.extraPages).map(([slug, page]) => ({ path: `/${slug}`, page }));
  const modelBySlug = new Map(navigation.models.map((m) => [m.slug, m]));
  const brandBySlug = new Map(navigation.brands.map((b) => [b.slug, b]));
  const locationBySlug = new Map(navigation.locations.map((l) => [l.slug, l]));
  const checkoutPath = tenant.vehiclePage.checkoutPath;

  return (
    <Switch>
      <Route path="/search">
        <SearchFrame rest="" />
      </Route>
      <Route path="/search/*">{(p) => <SearchFrame rest={p['*'] ?? ''} />}</Route>
      <Route path="/special-offers">
        <FramePage title="Special Offers" purpose="The latest manufacturer and dealer offers." />
      </Route>
      <Route path="/parts/search">
        <FramePage title="Parts Search" trail={[{ label: 'Parts', href: '/vehicle-parts-and-accessories' }, { label: 'Parts Search' }]} purpose="Find genuine parts and accessories." />
      </Route>
      <Route path="/offers/:manufacturer/:offerId">
        {(p) => <FramePage title="Offer" trail={[{ label: 'Special Offers', href: '/special-offers' }, { label: `Offer ${p.offerId}` }]} purpose={`A ${p.manufacturer} offer.`} />}
      </Route>
      <Route path="/offers/:offerId">
        {(p) => <FramePage title="Offer" trail={[{ label: 'Special Offers', href: '/special-offers' }, { label: `Offer ${p.offerId}` }]} purpose="Offer details and terms." />}
      </Route>

      <Route path="/cars/trade-in">{f.tradeInValuation ? gated('trade-in', <CarIdFrame title="Trade-In Valuation" purpose="Value your trade-in against this car" />) : <NotFound />}</Route>
      <Route path="/cars">
        <Redirect to="/search/new-used-and-demo-cars/" replace />
      </Route>
      <Route path="/cars/:slug/:step">
        {(p) =>
          f.reserve && p.step === checkoutPath
            ? gated('checkout', <FramePage title="Reserve this Car" trail={[{ label: 'Vehicle', href: `/cars/${p.slug}` }, { label: 'Reserve' }]} purpose={`Reserve this car with a ${tenant.vehiclePage.depositLabel} deposit.`} />)
            : <NotFound />
        }
      </Route>
      <Route path="/cars/:slug">{(p) => <CarPage slug={p.slug} />}</Route>
      <Route path="/checkout-journey">{f.onlinePurchase ? gated('online-payment', <CarIdFrame title="Buy Online" purpose="Buy this car online" />) : <NotFound />}</Route>
      <Route path="/personalised/finance">{f.finance ? gated('car-finance', <CarIdFrame title="Personalised Finance" purpose="Your personalised finance for this car" />) : <NotFound />}</Route>
      {financePaths.map((path) => (
        <Route key={path} path={path}>
          {f.finance ? gated('finance', financeFrame) : <NotFound />}
        </Route>
      ))}
      <Route path="/success">
        <FramePage title="Thank You" purpose="Your enquiry has been sent. We'll be in touch soon." />
      </Route>
      <Route path="/print">
        <CarIdFrame title="Print Vehicle" purpose="A printable page for this car" />
      </Route>
      <Route path="/sign-in" component={SignInFrame} />
      <Route path="/trade-in">{gated('trade-in', <FramePage title="Trade-In Valuation" purpose="Get a valuation for your current car." />)}</Route>
      {['/sell-my-car', '/sell-your-car'].map((path) => (
        <Route key={path} path={path}>
          {f.sellMyCar ? gated('sell-my-car', <FramePage title="Sell My Car" purpose="Get an offer for your car." />) : <NotFound />}
        </Route>
      ))}
      <Route path="/spin-to-win">{f.spinToWin ? gated('spin-to-win', <FramePage title="Spin to Win" purpose="Spin for a prize on your next purchase." />) : <NotFound />}</Route>
      <Route path="/online-payment">{f.onlinePurchase ? gated('online-payment', <FramePage title="Online Payment" purpose="Pay a deposit or balance online." />) : <NotFound />}</Route>
      <Route path="/my-garage">{f.garage ? gated('my-garage', <FramePage title="My Garage" purpose="Your cars, services and saved searches." />) : <NotFound />}</Route>
      <Route path="/service">
        {tenant.service.externalBookingUrl ? (
          <FramePage title="Book a Service" purpose="Service bookings are made on the manufacturer's booking site.">
            <p>
              <a href={tenant.service.externalBookingUrl} target="_blank" rel="noopener" className="button button-primary">
                Book a service online
              </a>
            </p>
          </FramePage>
        ) : (
          <FramePage title="Book a Service" purpose="Book your next service with our workshop." />
        )}
      </Route>
      <Route path="/book-test-drive">
        <FramePage title="Book a Test Drive" purpose="Choose a car, a time and a location for your test drive." />
      </Route>
      <Route path="/contact">
        <FramePage title="Contact Us" purpose="Call, visit or send us a message." />
      </Route>
      {['/contact-us/:slug', '/our-location/:slug', '/locations/:slug'].map((path) => (
        <Route key={path} path={path}>
          <LocationFrame locations={locationBySlug} />
        </Route>
      ))}
      <Route path="/dealer-locator">
        <FramePage title="Our Locations" purpose="Find a dealership near you." />
      </Route>
      <Route path="/brands">
        <FramePage title="Our Brands" purpose="The brands we sell and service." />
      </Route>
      <Route path="/favourites" component={FavouritesPage} />
      <Route path="/compare" component={ComparePage} />
      <Route path="/offline" component={OfflinePage} />
      {[...contentPages, ...extraPages].map(({ path, page }) => (
        <Route key={path} path={path}>
          <ContentPage page={page} />
        </Route>
      ))}
      <Route path="/:brand/overview">
        {(p) => {
          const brand = brandBySlug.get(p.brand);
          return brand && !brand.skipPage ? <FramePage title={brand.title} trail={[{ label: 'Brands', href: '/brands' }, { label: brand.title }]} purpose={`Explore the ${brand.title} range.`} /> : <NotFound />;
        }}
      </Route>
      <Route path="/:model">
        {(p) => {
          const model = modelBySlug.get(p.model);
          return model ? <FramePage title={`${model.make} ${model.model}`} trail={[{ label: 'Vehicles' }, { label: model.model }]} purpose={`Explore the ${model.make} ${model.model}: ${model.count} in stock.`} /> : <NotFound />;
        }}
      </Route>
      <Route component={NotFound} />
    </Switch>
  );
}
