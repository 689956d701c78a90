import { lazy, Suspense, useEffect, useMemo } from 'react';
import { track } from '../../platform/analytics.ts';
import * as viewedCars from '../../db/viewed-cars.ts';
import { choosePhone, type PhoneLine } from '../../domain/phone.ts';
import { locatedAtCity } from '../../domain/car-page.ts';
import { CarSidebar } from '../../features/car/CarSidebar.tsx';
import { LocatedAtBar } from '../../features/car/DealerLocation.tsx';
import { StickyBars } from '../../features/car/StickyBars.tsx';
import { useCar } from '../../features/car/useCar.ts';
import { MediaViewer } from '../../features/media/MediaViewer.tsx';
import type { ScreenProps } from '../../domain/screen-match.ts';
import type { Car } from '../../domain/stock.ts';
import type { TenantBootstrap } from '../../domain/tenant-bootstrap.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { whenIdle } from '../../perf/idle-work.ts';
import { usePageClock, usePageGone } from '../../platform/page-data.tsx';
import { DeferredSection } from '../../perf/DeferredSection.tsx';
import { useFragment } from '../../features/car/fragment.ts';
import { ALL_SECTIONS_HEIGHT } from './section-heights.ts';
import { NotFound } from '../../shell/NotFound.tsx';
import '../../features/car/car.css';
import { DEFAULT_SEARCH_PATH } from '../../domain/search-pages.ts';
import { sellingPrice } from '../../domain/price-display.ts';

// The sections' code is a chunk of its own, imported when they are first to render: its evaluation is
// a long task on a throttled phone, which must not land in the 360 spin's preload.
const CarSections = lazy(() => import('./CarSections.tsx').then((m) => ({ default: m.CarSections })));

const SEARCH_TRAIL = { label: 'Search', href: DEFAULT_SEARCH_PATH };

/**
 * The sections, once the frame with the photos and sidebar has been painted (a DeferredSection: near
 * the screen, it renders after the first layout). While the spin loads they wait, code and all,
 * unless the shopper scrolls to them; with an anchor in the address they render at once.
 */
function LaterSections({ car, boot, phone, today }: { car: Car; boot: TenantBootstrap; phone: PhoneLine | null; today: string }) {
  const fragment = useFragment();
  return (
    <div className="car-main">
      <DeferredSection eager={fragment !== ''} placeholderHeight={ALL_SECTIONS_HEIGHT}>
        <Suspense fallback={<div style={{ minHeight: ALL_SECTIONS_HEIGHT }} />}>
          <CarSections car={car} boot={boot} phone={phone} today={today} fragment={fragment} />
        </Suspense>
      </DeferredSection>
    </div>
  );
}

function CarPageContent({ car, boot }: { car: Car; boot: TenantBootstrap }) {
  const { tenant, imageTemplate, navigation } = boot;
  const phone = choosePhone(tenant.phones, car);
  const clock = usePageClock();
  const now = useMemo(() => new Date(clock.at), [clock]);
  const locatedAt = locatedAtCity(car.location.city, navigation.primaryCity);
  useEffect(() => {
    // In the idle queue: on a first visit this opens (and creates) the database, work that would
    // otherwise land in the same task as the page becoming live, or in the 360 spin's preload. Not
    // withdrawn if the shopper moves on first: the car was still viewed.
    whenIdle(() => void viewedCars.record({ id: car.id, stocknum: car.stocknum, make: car.make, model: car.model, simple_body: car.simple_body, body: car.simple_body }));
    if (!phone) console.warn(`No phone number for car ${car.id}`);
    track('view', { car_id: car.id });
    track('ViewContent', { price: sellingPrice(car), make: car.make, model: car.model, year: car.year, colour: car.colour, currency: 'AUD' });
  }, [car, phone]);
  return (
    <PageFrame title={car.name} trail={[SEARCH_TRAIL, { label: car.name }]}>
      {locatedAt && <LocatedAtBar city={locatedAt} address={car.location.address} />}
      {/* Photos, then the sidebar (name, price, actions), then the sections: on a phone the price comes
          straight after the photos, and the sections arriving later push nothing already on screen. */}
      <div className="car-layout">
        <MediaViewer car={car} tenant={tenant} template={imageTemplate} />
        <CarSidebar car={car} tenant={tenant} template={imageTemplate} phone={phone} now={now} />
        <LaterSections car={car} boot={boot} phone={phone} today={now.toISOString().slice(0, 10)} />
      </div>
      <StickyBars car={car} tenant={tenant} template={imageTemplate} phone={phone} now={now} />
    </PageFrame>
  );
}

/** The car page (spec §2's vehicle detail page), /cars/{slug}. */
export function CarPage({ params, path }: ScreenProps) {
  const boot = useAtomValue(bootstrapAtom)!;
  // The server's 404 or 410 for this car, with similar cars for one long sold. The car is still asked
  // for: the shopper who saved it gets it from the service worker, which sends the car's pass.
  const gone = usePageGone(path);
  const state = useCar(params.slug!);
  if (state.status !== 'ready' && (gone || state.status === 'missing')) return <NotFound similar={gone?.similar} />;
  if (state.status !== 'ready') {
    return (
      <PageFrame title={state.status === 'error' ? 'This car could not be loaded' : 'Loading vehicle…'} trail={[SEARCH_TRAIL, { label: 'Vehicle' }]}>
        {/* Holds the page's height so the footer does not jump when the car arrives. */}
        <div className="car-loading">{state.status === 'error' && <p>Check your connection and try again.</p>}</div>
      </PageFrame>
    );
  }
  // Keyed by car: moving to a similar car starts its viewer, calculators and toggles afresh.
  return <CarPageContent key={state.car.id} car={state.car} boot={boot} />;
}
