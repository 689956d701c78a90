// Spec §2 hours: the week's table (today marked, 'Closed' when missing), open now at the location's
// own clock, the 'View Holiday Hours' dialog, and a location-type selector between the dealership's
// sales, service and parts hours.
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { locationTypeOf } from '../../domain/location-blocks.ts';
import { holidayDateText, holidayHoursText, hoursTable, upcomingHolidayHours, zonedClock } from '../../domain/opening-hours.ts';
import type { ServedLocation } from '../../domain/served-location.ts';
import type { LocationType } from '../../domain/stock.ts';
import { OpenNow, TYPE_LABELS } from './OpenNow.tsx';

const TYPE_ORDER: readonly LocationType[] = ['sales', 'service', 'parts'];

export function HolidayHours({ location, now }: { location: ServedLocation; now: number }) {
  const holidays = upcomingHolidayHours(location.special_hours, location.id, zonedClock(now, location.time_zone).date);
  if (!holidays.length) return null;
  return (
    <DialogTrigger>
      <Button className="button button-small">View Holiday Hours</Button>
      <ModalOverlay className="lead-modal-overlay" isDismissable>
        <Modal className="lead-modal holiday-modal">
          <Dialog className="lead-dialog">
            {({ close }) => (
              <>
                <div className="lead-dialog-head">
                  <Heading slot="title">Holiday Hours</Heading>
                  <Button className="button button-small" onPress={close} aria-label="Close">
                    ✕
                  </Button>
                </div>
                <p>{location.name}</p>
                <dl className="holiday-hours">
                  {holidays.map((h) => (
                    <div key={h.date}>
                      <dt>{holidayDateText(h.date)}</dt>
                      <dd>{holidayHoursText(h)}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function WeekTable({ location, now }: { location: ServedLocation; now: number }) {
  const clock = zonedClock(now, location.time_zone);
  return (
    <div className="hours-block">
      <table className="hours-table">
        <caption className="visually-hidden">{location.name} opening hours</caption>
        <tbody>
          {hoursTable(location.contact_detail.opening_hours, clock.weekday).map((row) => (
            <tr key={row.weekday} className={row.today ? 'hours-today' : undefined} aria-current={row.today ? 'date' : undefined}>
              <th scope="row">
                {row.day}
                {row.today && <span className="hours-today-tag"> (today)</span>}
              </th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hours-state">
        <OpenNow location={location} now={now} />
      </p>
      <HolidayHours location={location} now={now} />
    </div>
  );
}

/** The location's hours, with a selector to its dealership's other kinds of location when it has any. */
export function LocationHours({ location, all, now }: { location: ServedLocation; all: readonly ServedLocation[]; now: number }) {
  const byType = new Map<LocationType, ServedLocation>([[locationTypeOf(location), location]]);
  for (const other of all) {
    if (other.dealership_id === location.dealership_id && !byType.has(locationTypeOf(other))) byType.set(locationTypeOf(other), other);
  }
  const types = TYPE_ORDER.filter((t) => byType.has(t));
  return (
    <section className="location-hours" aria-labelledby={`hours-${location.slug}`}>
      <h2 id={`hours-${location.slug}`}>Opening Hours</h2>
      {types.length < 2 ? (
        <WeekTable location={location} now={now} />
      ) : (
        <Tabs className="hours-tabs" defaultSelectedKey={locationTypeOf(location)}>
          <TabList className="hours-tab-list" aria-label="Location type">
            {types.map((type) => (
              <Tab key={type} id={type} className="hours-tab">
                {TYPE_LABELS[type]}
              </Tab>
            ))}
          </TabList>
          {types.map((type) => (
            <TabPanel key={type} id={type}>
              <WeekTable location={byType.get(type)!} now={now} />
            </TabPanel>
          ))}
        </Tabs>
      )}
    </section>
  );
}
