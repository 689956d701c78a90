import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { track } from '../../app/analytics.ts';
import * as viewedCars from '../../db/viewed-cars.ts';
import { choosePhone } from '../../domain/phone.ts';
import { locatedAtCity } from '../../domain/vehicle-page.ts';
import { CarSidebar } from '../../features/car/CarSidebar.tsx';
import { LocatedAtBar } from '../../features/car/DealerLocation.tsx';
import { StickyBars } from '../../features/car/StickyBars.tsx';
import { useCar } from '../../features/car/useCar.ts';
import { MediaViewer } from '../../features/media/MediaViewer.tsx';
import type { Car } from '../../domain/stock.ts';
import type { TenantBootstrap } from '../../domain/tenant-bootstrap.ts';
import { bootstrapAtom, useAtomValue } from '../../state/store.ts';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { whenIdle } from '../../ui/idle-work.ts';
import { NotFound } from '../NotFound.tsx';
import '../../features/car/car.css';

// Fetched as soon as the page's code runs, rendered once the photos and sidebar have painted.
const loadSections = () => import('./CarSections.tsx');
const CarSections = lazy(() => loadSections().then((m) => ({ default: m.CarSections })));

/**
 * False until the browser has painted the frame after mount. The switch is a transition, so the
 * sections render in slices between which the browser stays responsive.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    void loadSections();
    let timer = 0;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => startTransition(() => setPainted(true)))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

const SEARCH_TRAIL = { label: 'Search', href: '/search/new-used-and-demo-cars/' };

/** The sections, after the first paint; their own component, so switching them on re-renders nothing else. */
function LaterSections({ car, boot, today }: { car: Car; boot: TenantBootstrap; today: string }) {
  const painted = usePainted();
  return (
    <div className="car-main">
      {painted && (
        <Suspense fallback={null}>
          <CarSections car={car} boot={boot} today={today} />
        </Suspense>
      )}
    </div>
  );
}

function VehiclePage({ car, boot }: { car: Car; boot: TenantBootstrap }) {
  const { tenant, imageTemplate, navigation } = boot;
  const phone = choosePhone(tenant.phones, car);
  const [now] = useState(() => new Date());
  const locatedAt = locatedAtCity(car.location.city, navigation.primaryCity);
  useEffect(() => {
    // In the idle queue: on a first visit this opens (and creates) the database, work that would
    // otherwise land in the same task as the page becoming live, or in the 360 spin's preload. Not
    // withdrawn if the shopper moves on first: the car was still viewed.
    whenIdle(() => void viewedCars.record({ id: car.id, stocknum: car.stocknum, make: car.make, model: car.model, simple_body: car.simple_body, body: car.simple_body }));
    if (!phone) console.warn(`No phone number for car ${car.id}`);
    track('view', { car_id: car.id });
    track('ViewContent', { price: car.price, make: car.make, model: car.model, year: car.year, colour: car.colour, currency: 'AUD' });
  }, [car, phone]);
  return (
    <PageFrame title={car.name} trail={[SEARCH_TRAIL, { label: car.name }]}>
      {locatedAt && <LocatedAtBar city={locatedAt} address={car.location.address} />}
      {/* Photos, then the sidebar (name, price, actions), then the sections: on a phone the price comes
          straight after the photos, and the sections arriving later push nothing already on screen. */}
      <div className="car-layout">
        <MediaViewer car={car} tenant={tenant} template={imageTemplate} />
        <CarSidebar car={car} tenant={tenant} template={imageTemplate} phone={phone} now={now} />
        <LaterSections car={car} boot={boot} today={now.toISOString().slice(0, 10)} />
      </div>
      <StickyBars car={car} tenant={tenant} template={imageTemplate} phone={phone} now={now} />
    </PageFrame>
  );
}

/** The vehicle detail page (spec §2). */
export function CarPage({ slug }: { slug: string }) {
  const boot = useAtomValue(bootstrapAtom)!;
  const state = useCar(slug);
  if (state.status === 'missing') return <NotFound />;
  if (state.status !== 'ready') {
    return (
      <PageFrame title={state.status === 'error' ? 'This car could not be loaded' : 'Loading vehicle…'} trail={[SEARCH_TRAIL, { label: 'Vehicle' }]}>
        {/* Holds the page's height so the footer does not jump when the car arrives. */}
        <div className="car-loading">{state.status === 'error' && <p>Check your connection and try again.</p>}</div>
      </PageFrame>
    );
  }
  // Keyed by car: moving to a similar car starts its viewer, calculators and toggles afresh.
  return <VehiclePage key={state.car.id} car={state.car} boot={boot} />;
}
