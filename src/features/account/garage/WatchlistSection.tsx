// My Garage's watchlist: each saved car with its price now, what changed since it was saved (the price,
// sold or reserved since), a link to it and Remove.
import { Button } from 'react-aria-components';
import { type WatchlistItem } from '../../../domain/account.ts';
import { formatMoney } from '../../../domain/number-format.ts';
import { priceDisplay } from '../../../domain/price-display.ts';
import { sessionAtom } from '../../../state/session.ts';
import { useAtomValue } from '../../../state/store.ts';
import { bootstrapAtom } from '../../../state/tenant.ts';
import { carImageUrl } from '../../../domain/car-images.ts';
import { setWatched } from '../watchlist-actions.ts';

function Changes({ item }: { item: WatchlistItem }) {
  const badges: { text: string; tone: string }[] = [];
  if (!item.car) badges.push({ text: 'No longer listed', tone: 'sold' });
  if (item.change.soldSinceSaved) badges.push({ text: 'Sold since you saved it', tone: 'sold' });
  if (item.change.reservedSinceSaved) badges.push({ text: 'Reserved since you saved it', tone: 'sold' });
  if (item.change.priceChange < 0) badges.push({ text: `Price down ${formatMoney(-item.change.priceChange)} since you saved it`, tone: 'down' });
  if (item.change.priceChange > 0) badges.push({ text: `Price up ${formatMoney(item.change.priceChange)} since you saved it`, tone: 'up' });
  if (badges.length === 0) return <p className="garage-muted">No change since you saved it</p>;
  return (
    <ul className="garage-badges">
      {badges.map((b) => (
        <li key={b.text} className={`garage-badge garage-badge-${b.tone}`}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}

export function WatchlistSection({ items, onRemoved }: { items: WatchlistItem[]; onRemoved(carId: number): void }) {
  const { tenant, imageTemplate } = useAtomValue(bootstrapAtom)!;
  const phone = useAtomValue(sessionAtom).user?.phone ?? null;
  return (
    <section className="garage-section" aria-labelledby="garage-watchlist">
      <h2 id="garage-watchlist">Your watchlist</h2>
      {items.length === 0 ? (
        <p>
          No saved cars yet. Press <strong>Save</strong> on any car to keep it here and hear when its price changes. <a href="/search">Search our stock</a>
        </p>
      ) : (
        <ul className="garage-cars">
          {items.map((item) => {
            const car = item.car;
            const price = car ? priceDisplay(car, { subscriptions: tenant.features.subscriptions, noPriceText: tenant.stock.noPriceText }).text : formatMoney(item.price_at_save);
            return (
              <li key={item.car_id} className="garage-car">
                <img src={car?.primary_image_url ? carImageUrl(imageTemplate, car.primary_image_url) : '/img-not-found.svg'} alt="" width={600} height={400} loading="lazy" />
                <div className="garage-car-body">
                  <h3>{car ? <a href={`/cars/${car.slug}`}>{car.name}</a> : `Car ${item.car_id}`}</h3>
                  <p className="garage-car-price">{price}</p>
                  <Changes item={item} />
                  <p className="garage-muted">Saved {new Date(item.saved_at).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric' })}</p>
                  {phone && (
                    <Button
                      className="button button-small"
                      aria-label={`Remove ${car?.name ?? `car ${item.car_id}`} from your watchlist`}
                      onPress={async () => {
                        if (await setWatched(item.car_id, phone, false)) onRemoved(item.car_id);
                      }}
                    >
                      Remove
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
