import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { canFavourite, isAvailable } from '../../domain/availability.ts';
import { priceDisplay } from '../../domain/price-display.ts';
import * as viewedCars from '../../db/viewed-cars.ts';
import { carImageUrl, CAR_IMAGE } from '../../features/car/car-images.ts';
import { useCar } from '../../features/car/useCar.ts';
import { SaveButtons } from '../../features/saved-cars/SaveButtons.tsx';
import { bootstrapAtom, useAtomValue } from '../../state/store.ts';
import { PageFrame } from '../../ui/PageFrame.tsx';
import { NotFound } from '../NotFound.tsx';

/** The vehicle page's frame: title, price, main photo, key facts and the save toggles. */
export function CarPage({ slug }: { slug: string }) {
  const { tenant, imageTemplate } = useAtomValue(bootstrapAtom)!;
  const state = useCar(slug);
  const car = state.status === 'ready' ? state.car : null;
  useEffect(() => {
    if (car) void viewedCars.record({ id: car.id, stocknum: car.stocknum, make: car.make, model: car.model, simple_body: car.simple_body, body: car.simple_body });
  }, [car]);

  if (state.status === 'missing') return <NotFound />;
  const trail = [{ label: 'Search', href: '/search/new-used-and-demo-cars/' }, { label: car?.name ?? 'Vehicle' }];
  if (!car) {
    return (
      <PageFrame title={state.status === 'error' ? 'This car could not be loaded' : 'Loading vehicle…'} trail={trail}>
        {state.status === 'error' && <p>Check your connection and try again.</p>}
      </PageFrame>
    );
  }
  const price = priceDisplay(car, { subscriptions: tenant.features.subscriptions, noPriceText: tenant.stock.noPriceText });
  const image = car.primary_image_url ? carImageUrl(imageTemplate, car.primary_image_url) : null;
  const facts = [car.car_type === 'used' ? 'Used' : car.car_type === 'demo' ? 'Demo' : 'New', car.simple_transmission, `${car.km.toLocaleString('en-AU')} km`, car.simple_fuel].filter(Boolean);
  return (
    <PageFrame title={car.name} trail={trail}>
      <div className="car-frame">
        {image ? (
          <img src={image} alt={car.name} width={CAR_IMAGE.width} height={CAR_IMAGE.height} className="car-photo" fetchPriority="high" />
        ) : (
          <img src="/img-not-found.svg" alt="" width={CAR_IMAGE.width} height={CAR_IMAGE.height} className="car-photo" />
        )}
        <div className="car-summary">
          <p className="car-price">
            <span className="car-price-amount">{price.text}</span>
            {price.kind === 'price' && <span className="car-price-type"> {price.priceType}</span>}
            {price.kind === 'price' && price.wasPrice !== null && <s className="car-was-price">{`$${price.wasPrice.toLocaleString('en-AU')}`}</s>}
          </p>
          <ul className="car-facts" aria-label="Key facts">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          {!isAvailable(car.status) && <p className="car-sold">Unfortunately this vehicle recently sold.</p>}
          {canFavourite(car, tenant) && (
            <SaveButtons
              car={{ id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url }}
              imageUrls={image ? [image] : []}
            />
          )}
          <Link href="/contact" className="button button-primary">
            Enquire Now
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
