import { Button, Link } from 'react-aria-components';
import * as favourites from '../../db/favourites.ts';
import { carImageUrl, CAR_IMAGE } from '../../domain/car-images.ts';
import { useSavedList } from '../../state/saved-cars.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { NOT_FOUND_IMAGE } from '../../ui/image-placeholder.ts';

/** Saved cars, straight from IndexedDB: works with no network (photos come from the SW cache). */
export function FavouritesPage() {
  const { imageTemplate } = useAtomValue(bootstrapAtom)!;
  const cars = useSavedList('favourites');
  return (
    <PageFrame title="Saved Cars" lead="Cars you've saved on this device. They open even without a connection.">
      {cars === null ? (
        <p>Loading your saved cars…</p>
      ) : cars.length === 0 ? (
        <p>
          You haven't saved any cars yet. <Link href="/search/new-used-and-demo-cars/">Search our stock</Link> and tap Save on a car you like.
        </p>
      ) : (
        <ul className="saved-grid">
          {cars.map((car) => (
            <li key={car.id} className="saved-card">
              <Link href={`/cars/${car.slug}`} className="saved-card-link">
                <img
                  src={car.primary_image_url ? carImageUrl(imageTemplate, car.primary_image_url) : NOT_FOUND_IMAGE}
                  alt=""
                  width={CAR_IMAGE.width}
                  height={CAR_IMAGE.height}
                  loading="lazy"
                />
                <span className="saved-card-name">{car.name}</span>
              </Link>
              <Button className="button button-small" onPress={() => favourites.remove(car.id)} aria-label={`Remove ${car.name} from saved cars`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
