// Every route of spec §2 but home, the car page and the search screens (App.tsx routes those,
// each to its own chunk). Screens other issues build render their frame (title, breadcrumbs, what
// the page is for) until then; switched-off features and unknown slugs get the not-found page.
import { lazy, type ReactNode } from 'react';
import { Redirect, Route, Switch, useParams, useSearch } from 'wouter';
import type { GateType } from '../domain/gated-pages.ts';
import { CONTENT_PAGE_SLUGS } from '../domain/tenant-config.ts';
import { ContentPage } from '../routes/content/ContentPage.tsx';
import { PlaceholderPage } from '../routes/placeholder/PlaceholderPage.tsx';
import { Gate } from './Gate.tsx';
import { NotFound } from '../shell/NotFound.tsx';
import { CheckoutJourneyPage, ContactPage, FinancePage, LeadFormOnDemand, ReservePage, SpinToWinPage, SuccessPage, TestDrivePage, TradeInPage } from '../routes/leads/index.tsx';
import { DealerLocatorPage, LocationBlocks, LocationPage, ReviewsPage } from '../routes/locations/index.tsx';
import { OfflinePage } from '../routes/offline/OfflinePage.tsx';
import { ComparePage } from '../routes/saved/ComparePage.tsx';
import { FavouritesPage } from '../routes/saved/FavouritesPage.tsx';
import { useAtomValue } from '../state/store.ts';
import { bootstrapAtom } from '../state/tenant.ts';

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

/** Content pages that end in an enquiry form (careers sends event 51). */
const PAGE_FORMS: Record<string, { form: 'career' | 'fleet'; submitLabel: string }> = {
  '/careers': { form: 'career', submitLabel: 'Send Application' },
  '/fleet': { form: 'fleet', submitLabel: 'Send Fleet Enquiry' },
};

function gated(type: GateType, page: ReactNode) {
  return <Gate type={type}>{page}</Gate>;
}

const PrintPage = lazy(() => import('../routes/car/PrintPage.tsx').then((m) => ({ default: m.PrintPage })));


function SignInFrame() {
  const type = new URLSearchParams(useSearch()).get('type') ?? '';
  return <PlaceholderPage title="Sign In" purpose={`Sign in ${SIGN_IN_TYPES[type] ?? 'to continue'}.`} />;
}

function CarIdFrame({ title, purpose, trail }: { title: string; purpose: string; trail?: { label: string; href?: string }[] }) {
  const carId = new URLSearchParams(useSearch()).get('car_id');
  return <PlaceholderPage title={title} trail={trail} purpose={carId ? `${purpose} (car ${carId}).` : `${purpose}.`} />;
}

/** Visible locations only: the navigation data lists no hidden one, so its slug is not found. */
function LocationRoute({ locations }: { locations: Map<string, { name: string; slug: string }> }) {
  const location = locations.get(useParams().slug ?? '');
  return location ? <LocationPage slug={location.slug} name={location.name} /> : <NotFound />;
}

export function RouteTable() {
  const { tenant, navigation } = useAtomValue(bootstrapAtom)!;
  const f = tenant.features;
  const financeFrame = <FinancePage />;
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
  const blocksFor = (path: string) => tenant.locations.blocks[path];

  return (
    <Switch>
      <Route path="/offers/:manufacturer/:offerId">
        {(p) => <PlaceholderPage title="Offer" trail={[{ label: 'Special Offers', href: '/special-offers' }, { label: `Offer ${p.offerId}` }]} purpose={`A ${p.manufacturer} offer.`} />}
      </Route>
      <Route path="/offers/:offerId">
        {(p) => <PlaceholderPage title="Offer" trail={[{ label: 'Special Offers', href: '/special-offers' }, { label: `Offer ${p.offerId}` }]} purpose="Offer details and terms." />}
      </Route>

      <Route path="/cars/trade-in">{f.tradeInValuation ? gated('trade-in', <TradeInPage />) : <NotFound />}</Route>
      <Route path="/cars">
        <Redirect to="/search/new-used-and-demo-cars/" replace />
      </Route>
      <Route path="/cars/:slug/:step">
        {(p) =>
          f.reserve && p.step === checkoutPath
            ? gated('checkout', <ReservePage slug={p.slug} />)
            : <NotFound />
        }
      </Route>
      <Route path="/checkout-journey">{f.onlinePurchase ? gated('online-payment', <CheckoutJourneyPage />) : <NotFound />}</Route>
      <Route path="/personalised/finance">{f.finance ? gated('car-finance', <CarIdFrame title="Personalised Finance" purpose="Your personalised finance for this car" />) : <NotFound />}</Route>
      {financePaths.map((path) => (
        <Route key={path} path={path}>
          {f.finance ? gated('finance', financeFrame) : <NotFound />}
        </Route>
      ))}
      <Route path="/success">
        <SuccessPage />
      </Route>
      <Route path="/print" component={PrintPage} />
      <Route path="/sign-in" component={SignInFrame} />
      <Route path="/trade-in">{gated('trade-in', <TradeInPage />)}</Route>
      {['/sell-my-car', '/sell-your-car'].map((path) => (
        <Route key={path} path={path}>
          {f.sellMyCar ? gated('sell-my-car', <TradeInPage title="Sell My Car" />) : <NotFound />}
        </Route>
      ))}
      <Route path="/spin-to-win">{f.spinToWin ? gated('spin-to-win', <SpinToWinPage />) : <NotFound />}</Route>
      <Route path="/online-payment">{f.onlinePurchase ? gated('online-payment', <PlaceholderPage title="Online Payment" purpose="Pay a deposit or balance online." />) : <NotFound />}</Route>
      <Route path="/my-garage">{f.garage ? gated('my-garage', <PlaceholderPage title="My Garage" purpose="Your cars, services and saved searches." />) : <NotFound />}</Route>
      <Route path="/service">
        {tenant.service.externalBookingUrl ? (
          <PlaceholderPage title="Book a Service" purpose="Service bookings are made on the manufacturer's booking site.">
            <p>
              <a href={tenant.service.externalBookingUrl} target="_blank" rel="noopener" className="button button-primary">
                Book a service online
              </a>
            </p>
            <LocationBlocks blocks={blocksFor('/service') ?? [{ show: 'service', title: 'Our Service Centres', layout: 'grid' }]} />
          </PlaceholderPage>
        ) : (
          <ContactPage form="service" title="Book a Service" />
        )}
      </Route>
      <Route path="/book-test-drive">
        <TestDrivePage />
      </Route>
      <Route path="/contact">
        <ContactPage />
      </Route>
      <Route path="/contact-us/:slug">
        {(p) => {
          const location = locationBySlug.get(p.slug);
          return location ? <ContactPage title={`Contact ${location.name}`} location={location} /> : <NotFound />;
        }}
      </Route>
      {['/our-location/:slug', '/locations/:slug'].map((path) => (
        <Route key={path} path={path}>
          <LocationRoute locations={locationBySlug} />
        </Route>
      ))}
      <Route path="/dealer-locator" component={DealerLocatorPage} />
      <Route path="/reviews">{tenant.reviews.hidden ? <NotFound /> : <ReviewsPage />}</Route>
      <Route path="/brands">
        <PlaceholderPage title="Our Brands" purpose="The brands we sell and service." />
      </Route>
      <Route path="/favourites" component={FavouritesPage} />
      <Route path="/compare" component={ComparePage} />
      <Route path="/offline" component={OfflinePage} />
      {[...contentPages, ...extraPages].map(({ path, page }) => (
        <Route key={path} path={path}>
          <ContentPage page={page}>
            {blocksFor(path) && <LocationBlocks blocks={blocksFor(path)!} />}
            {PAGE_FORMS[path] && <LeadFormOnDemand form={PAGE_FORMS[path].form} car={null} submitLabel={PAGE_FORMS[path].submitLabel} />}
          </ContentPage>
        </Route>
      ))}
      <Route path="/:brand/overview">
        {(p) => {
          const brand = brandBySlug.get(p.brand);
          return brand && !brand.skipPage ? <PlaceholderPage title={brand.title} trail={[{ label: 'Brands', href: '/brands' }, { label: brand.title }]} purpose={`Explore the ${brand.title} range.`} /> : <NotFound />;
        }}
      </Route>
      <Route path="/:model">
        {(p) => {
          const model = modelBySlug.get(p.model);
          return model ? <PlaceholderPage title={`${model.make} ${model.model}`} trail={[{ label: 'Vehicles' }, { label: model.model }]} purpose={`Explore the ${model.make} ${model.model}: ${model.count} in stock.`} /> : <NotFound />;
        }}
      </Route>
      <Route component={NotFound} />
    </Switch>
  );
}
