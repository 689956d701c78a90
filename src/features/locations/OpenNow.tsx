// A location's open-now line and its type's label: light enough for the cards on every page that
// shows one (home among them), without the hours table's dialog and tabs.
import { openState, openStateText, upcomingHolidayHours, zonedClock } from '../../domain/opening-hours.ts';
import type { CardLocation } from '../../domain/served-location.ts';
import type { LocationType } from '../../domain/stock.ts';

export const TYPE_LABELS: Record<LocationType, string> = { sales: 'Sales', service: 'Service', parts: 'Parts' };

/** 'Open now · Closes at 5:30 PM', at the location's clock. */
export function OpenNow({ location, now }: { location: CardLocation; now: number }) {
  const clock = zonedClock(now, location.time_zone);
  const holidays = upcomingHolidayHours(location.special_hours, location.id, clock.date);
  const state = openState(location.contact_detail.opening_hours, holidays, clock);
  return <span className={state.open ? 'open-now' : 'closed-now'}>{openStateText(state)}</span>;
}
