// The car being paid for, as the payment pages show it: photo, name, stock number, price.
import { priceDisplay } from '../../domain/price-display.ts';
import type { Car } from '../../domain/stock.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom, tenantAtom } from '../../state/tenant.ts';
import { carImageUrl, THUMB_IMAGE } from '../../domain/car-images.ts';

export function CarSummary({ car }: { car: Car }) {
  const tenant = useAtomValue(tenantAtom);
  const template = useAtomValue(bootstrapAtom)!.imageTemplate;
  const price = priceDisplay(car, { subscriptions: false, noPriceText: tenant.stock.noPriceText });
  return (
    <div className="payment-car">
      {car.primary_image_url && <img src={carImageUrl(template, car.primary_image_url, THUMB_IMAGE)} alt="" width={150} height={100} />}
      <div>
        <p className="payment-car-name">{car.name}</p>
        <p className="lead-muted">
          Stock {car.stocknum} · {car.location.name}
        </p>
        <p className="payment-car-price">
          {price.text} {price.kind === 'price' && <span className="lead-muted">{price.priceType}</span>}
        </p>
      </div>
    </div>
  );
}
