import { useEffect, useState } from 'react';
import { track } from '../../app/analytics.ts';
import * as viewedCars from '../../db/viewed-cars.ts';
import { showsFuelCalculator } from '../../domain/fuel.ts';
import { choosePhone } from '../../domain/phone.ts';
import { carLender, locatedAtCity } from '../../domain/vehicle-page.ts';
import { CarSidebar } from '../../features/car/CarSidebar.tsx';
import { DealerComments } from '../../features/car/DealerComments.tsx';
import { DealerLocationCard, LocatedAtBar } from '../../features/car/DealerLocation.tsx';
import { DeliveryCalculator } from '../../features/car/DeliveryCalculator.tsx';
import { FinanceCalculator } from '../../features/car/FinanceCalculator.tsx';
import { FinancePromo } from '../../features/car/FinancePromo.tsx';
import { FuelCalculator } from '../../features/car/FuelCalculator.tsx';
import { PriceGauge } from '../../features/car/PriceGauge.tsx';
import { SimilarCars } from '../../features/car/SimilarCars.tsx';
import { StickyBars } from '../../features/car/StickyBars.tsx';
import { useCar } from '../../features/car/useCar.ts';
import { VehicleDetails } from '../../features/car/VehicleDetails.tsx';
import { MediaViewer } from '../../features/media/MediaViewer.tsx';
import type { Car } from '../../domain/stock.ts';
import type { TenantBootstrap } from '../../domain/tenant-bootstrap.ts';
import { bootstrapAtom, useAtomValue } from '../../state/store.ts';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { NotFound } from '../NotFound.tsx';
import '../../features/car/car.css';

const SEARCH_TRAIL = { label: 'Search', href: '/search/new-used-and-demo-cars/' };

function VehiclePage({ car, boot }: { car: Car; boot: TenantBootstrap }) {
  const { tenant, imageTemplate, navigation } = boot;
  const phone = choosePhone(tenant.phones, car);
  const [now] = useState(() => new Date());
  const primaryCity = navigation.locations[0]?.city ?? null;
  const locatedAt = locatedAtCity(car.location.city, primaryCity);
  useEffect(() => {
    void viewedCars.record({ id: car.id, stocknum: car.stocknum, make: car.make, model: car.model, simple_body: car.simple_body, body: car.simple_body }).catch((error: unknown) => console.warn('viewed car not stored', error));
    if (!phone) console.warn(`No phone number for car ${car.id}`);
    track('view', { car_id: car.id });
    track('ViewContent', { price: car.price, make: car.make, model: car.model, year: car.year, colour: car.colour, currency: 'AUD' });
  }, [car, phone]);
  const f = tenant.features;
  return (
    <PageFrame title={car.name} trail={[SEARCH_TRAIL, { label: car.name }]}>
      {locatedAt && <LocatedAtBar city={locatedAt} address={car.location.address} />}
      <div className="car-layout">
        <div className="car-main">
          <MediaViewer car={car} tenant={tenant} template={imageTemplate} />
          <VehicleDetails car={car} showUnregistered={tenant.vehiclePage.showUnregistered} today={now.toISOString().slice(0, 10)} />
          <DealerComments html={car.dealercomments} />
          {f.priceGauge && <PriceGauge slug={car.slug} />}
          {f.financeCalculator && <FinanceCalculator car={car} tenant={tenant} lender={carLender(car, tenant.finance.provider)} />}
          <FinancePromo car={car} tenant={tenant} />
          {f.deliveryCalculator && <DeliveryCalculator />}
          {f.fuelCalculator && showsFuelCalculator(car.simple_fuel) && <FuelCalculator consumption={car.variant.fuelconsumptioncombined} />}
          <DealerLocationCard car={car} />
          {f.similarCars && <SimilarCars car={car} carsIndex={boot.search.carsIndex} template={imageTemplate} />}
          <span id="finance-form" />
        </div>
        <CarSidebar car={car} tenant={tenant} template={imageTemplate} phone={phone} now={now} />
      </div>
      <StickyBars car={car} tenant={tenant} template={imageTemplate} phone={phone} />
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
