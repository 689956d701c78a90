// Spec §2 location card and detail panel: name, address, phone, landline, opening hours, dealer
// licence, repairer number, reviews, image (600x400), Get Directions, and contact or View Location
// Details. A card shows today's hours; the panel (the location page) the whole week.
import { imageUrl } from '../../domain/media.ts';
import { locationTypeOf } from '../../domain/location-blocks.ts';
import { todaysHours, upcomingHolidayHours, zonedClock } from '../../domain/opening-hours.ts';
import { addressLine, locationDirectionsUrl, type CardLocation } from '../../domain/served-location.ts';
import { starRating } from '../../domain/star-rating.ts';
import { useAtomValue } from '../../state/store.ts';
import { bootstrapAtom } from '../../state/tenant.ts';
import { StarRatingBadge } from '../../ui/StarRating.tsx';
import { ServerHtml } from '../../perf/ServerHtml.tsx';
import { OpenNow, TYPE_LABELS } from './OpenNow.tsx';
import './locations.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const locationPath = (slug: string) => `/our-location/${slug}`;

/** The location's stars by the §5 rule, or null (hidden reviews, below the tenant's minimum, none). */
export function useLocationRating(location: CardLocation) {
  const { tenant } = useAtomValue(bootstrapAtom)!;
  return starRating(location.reviews.average_rating, location.reviews.count, tenant.reviews);
}

function PhoneFact({ label, number }: { label: string; number: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <a href={telHref(number)}>{number}</a>
      </dd>
    </div>
  );
}

export function LocationFacts({ location, now }: { location: CardLocation; now: number }) {
  const clock = zonedClock(now, location.time_zone);
  const today = todaysHours(location.contact_detail.opening_hours, upcomingHolidayHours(location.special_hours, location.id, clock.date), clock);
  const { phone, landline_phone: landline, mobile } = location.contact_detail;
  return (
    <>
      <address className="location-address">{addressLine(location.address)}</address>
      <dl className="location-facts">
        <PhoneFact label="Phone" number={phone || location.phone} />
        {landline && <PhoneFact label="Landline" number={landline} />}
        {mobile && <PhoneFact label="Mobile" number={mobile} />}
        <div>
          <dt>Today</dt>
          <dd>
            {today} <OpenNow location={location} now={now} />
          </dd>
        </div>
        {location.dealer_license_number && (
          <div>
            <dt>Dealer licence</dt>
            <dd>{location.dealer_license_number}</dd>
          </div>
        )}
        {location.motor_vehicle_repairer && (
          <div>
            <dt>Repairer number</dt>
            <dd>{location.motor_vehicle_repairer}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

export function LocationImage({ location, eager }: { location: CardLocation; eager?: boolean }) {
  const { imageTemplate } = useAtomValue(bootstrapAtom)!;
  const src = location.image ? imageUrl(imageTemplate, location.image, { width: 600, height: 400, fit: 'cover' }) : '/img-not-found.svg';
  return <img className="location-image" src={src} width={600} height={400} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}

/** A location in a list (grid, carousel, locator): the card with today's hours and its stars. */
export function LocationCard({ location, now, headingLevel = 3, number, distance }: { location: CardLocation; now: number; headingLevel?: 2 | 3; number?: number; distance?: string }) {
  const rating = useLocationRating(location);
  const Heading = `h${headingLevel}` as const;
  const id = `location-${location.slug}`;
  return (
    <article className="location-card" aria-labelledby={id}>
      <LocationImage location={location} />
      {/* Text and plain links, kept as the server rendered them (src/perf/ServerHtml.tsx) for this clock and place in a list. */}
      <ServerHtml key={`${now} ${number ?? ''} ${distance ?? ''}`} as="div" className="location-card-body">
        <Heading id={id} className="location-card-name">
          {number !== undefined && <span className="location-number">{number}</span>}
          <a href={locationPath(location.slug)}>{location.name}</a>
        </Heading>
        <p className="location-kind">
          {TYPE_LABELS[locationTypeOf(location)]}
          {distance && <span className="location-distance"> · {distance} away</span>}
        </p>
        {rating && (
          <a className="location-rating" href={`/reviews?dealership=${location.dealership_slug}`}>
            <StarRatingBadge rating={rating} />
          </a>
        )}
        <LocationFacts location={location} now={now} />
        <p className="button-row">
          <a className="button button-small" href={locationDirectionsUrl(location)} target="_blank" rel="noopener">
            Get Directions
          </a>
          <a className="button button-small button-primary" href={locationPath(location.slug)}>
            View Location Details
          </a>
        </p>
      </ServerHtml>
    </article>
  );
}
