import { useEffect, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import * as compare from '../../db/compare.ts';
import type { SavedCar } from '../../db/records.ts';
import { getCar } from '../../api/cars.ts';
import { priceDisplay } from '../../domain/price-display.ts';
import type { Car } from '../../domain/stock.ts';
import { odometerText } from '../../domain/car-page.ts';
import { carImageUrl, CAR_IMAGE } from '../../domain/car-images.ts';
import { useSavedList } from '../../state/saved-cars.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { NOT_FOUND_IMAGE } from '../../ui/image-placeholder.ts';

type Row = { label: string; value(car: Car): string };

const ROWS: Row[] = [
  { label: 'Year', value: (c) => String(c.year) },
  { label: 'Condition', value: (c) => c.car_type[0].toUpperCase() + c.car_type.slice(1) },
  { label: 'Odometer', value: (c) => odometerText(c) ?? '' },
  { label: 'Body', value: (c) => c.simple_body },
  { label: 'Transmission', value: (c) => c.simple_transmission ?? '' },
  { label: 'Fuel', value: (c) => c.simple_fuel ?? '' },
  { label: 'Drive', value: (c) => c.drive },
  { label: 'Engine', value: (c) => (c.engine_size_litres ? `${c.engine_size_litres} L` : '') },
  { label: 'Seats', value: (c) => (c.seats ? String(c.seats) : '') },
  { label: 'Colour', value: (c) => c.colour },
  { label: 'Location', value: (c) => c.location_name },
];

/** Each compared car's details (the SW keeps them for cars on the list, so this works offline). */
function useCompareDetails(cars: SavedCar[] | null) {
  const [details, setDetails] = useState<Record<number, Car>>({});
  useEffect(() => {
    for (const car of cars ?? []) {
      getCar(car.slug, { retries: 1 })
        .then((full) => setDetails((prev) => ({ ...prev, [car.id]: full })))
        .catch(() => undefined);
    }
  }, [cars]);
  return details;
}

/** Side-by-side key specs and price of up to 4 cars (spec §3 compare list, stored in the browser). */
export function ComparePage() {
  const { tenant, imageTemplate } = useAtomValue(bootstrapAtom)!;
  const cars = useSavedList('compare');
  const details = useCompareDetails(cars);
  const price = (c: Car) => priceDisplay(c, { subscriptions: tenant.features.subscriptions, noPriceText: tenant.stock.noPriceText }).text;
  return (
    <PageFrame title="Compare Cars" lead={`Compare up to ${compare.COMPARE_LIMIT} cars side by side.`}>
      {cars === null ? (
        <p>Loading…</p>
      ) : cars.length === 0 ? (
        <p>
          Nothing to compare yet. Tap Compare on up to {compare.COMPARE_LIMIT} cars, then come back here.{' '}
          <Link href="/search/new-used-and-demo-cars/">Search our stock</Link>
        </p>
      ) : (
        <div className="compare-scroll">
          <table className="compare-table">
            <caption className="visually-hidden">Compared cars</caption>
            <thead>
              <tr>
                <td />
                {cars.map((car) => (
                  <th key={car.id} scope="col">
                    <img src={car.primary_image_url ? carImageUrl(imageTemplate, car.primary_image_url) : NOT_FOUND_IMAGE} alt="" width={CAR_IMAGE.width} height={CAR_IMAGE.height} />
                    <Link href={`/cars/${car.slug}`}>{car.name}</Link>
                    <Button className="button button-small" onPress={() => compare.remove(car.id)} aria-label={`Remove ${car.name} from compare`}>
                      Remove
                    </Button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Price</th>
                {cars.map((car) => (
                  <td key={car.id}>{details[car.id] ? price(details[car.id]) : '…'}</td>
                ))}
              </tr>
              {ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {cars.map((car) => (
                    <td key={car.id}>{details[car.id] ? row.value(details[car.id]) || '—' : '…'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageFrame>
  );
}
