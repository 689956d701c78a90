import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { track } from '../../platform/analytics.ts';
import type { Car } from '../../domain/stock.ts';
import type { WarrantyText } from '../../domain/warranty.ts';
import { EnquiryDialog } from '../leads';
import { FEATURES_COLLAPSED, KEY_INFORMATION_COLLAPSED, collapse, keyInformation, regoText } from '../../domain/car-page.ts';

const VARIANT_LABELS: [keyof Car['variant'], string, string][] = [
  ['cylinders', 'Cylinders', ''],
  ['enginesize', 'Engine size', ' cc'],
  ['induction', 'Induction', ''],
  ['fuelconsumptioncombined', 'Fuel consumption (combined)', ' L/100km'],
  ['fuelcapacity', 'Fuel capacity', ' L'],
  ['torque', 'Torque', ' Nm'],
  ['towingcapacitybraked', 'Towing capacity (braked)', ' kg'],
  ['grossvehiclemass', 'Gross vehicle mass', ' kg'],
  ['vehiclelength', 'Length', ' mm'],
  ['vehiclewidth', 'Width', ' mm'],
  ['vehicleheight', 'Height', ' mm'],
  ['ancaprating', 'ANCAP rating', ' stars'],
  ['geartype', 'Gear type', ''],
];

const CARAVAN_LABELS: [keyof NonNullable<Car['caravan_specs']>, string, string][] = [
  ['body_length', 'Body length', ' mm'],
  ['body_width', 'Body width', ' mm'],
  ['tare_weight', 'Tare weight', ' kg'],
  ['aggregate_trailer_mass', 'Aggregate trailer mass', ' kg'],
  ['axle_type', 'Axle type', ''],
  ['sleeps', 'Sleeps', ''],
];

export function SpecList({ entries }: { entries: { label: string; value: string }[] }) {
  return (
    <dl className="spec-list">
      {entries.map((e) => (
        <div key={e.label} className="spec-row">
          <dt>{e.label}</dt>
          <dd>{e.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function present<T>(pairs: [T, string, string][], read: (key: T) => unknown) {
  return pairs.flatMap(([key, label, unit]) => {
    const value = read(key);
    return value === null || value === undefined || value === '' ? [] : [{ label, value: `${typeof value === 'number' ? value.toLocaleString('en-AU') : String(value)}${unit}` }];
  });
}

export function Card({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section className="car-card" id={id} aria-labelledby={id ? `${id}-title` : undefined} aria-label={id ? undefined : title}>
      <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
      {children}
    </section>
  );
}

export function VehicleDetails({ car, showUnregistered, today, warranty }: { car: Car; showUnregistered: boolean; today: string; warranty: WarrantyText | null }) {
  const [moreInfo, setMoreInfo] = useState(false);
  const [allFeatures, setAllFeatures] = useState(false);
  const info = collapse(keyInformation(car), KEY_INFORMATION_COLLAPSED, moreInfo);
  const features = collapse(car.standardEquipment, FEATURES_COLLAPSED, allFeatures);
  const rego = regoText(car.rego_expiry, today, showUnregistered);
  const details = [
    { label: 'Year', value: String(car.year) },
    { label: 'Make', value: car.make },
    { label: 'Model', value: car.model },
    ...(car.badge ? [{ label: 'Badge', value: car.badge }] : []),
    ...(car.series ? [{ label: 'Series', value: car.series }] : []),
    { label: 'Condition', value: car.car_type === 'new' ? 'New' : car.car_type === 'demo' ? 'Demo' : 'Used' },
    ...present(VARIANT_LABELS, (k) => car.variant[k]),
  ];
  return (
    <>
      <Card title="Key information" id="key-information">
        <dl className="key-info-grid">
          {info.shown.map((e) => (
            <div key={e.label} className="key-info">
              <dt>{e.label}</dt>
              <dd>{e.value}</dd>
            </div>
          ))}
        </dl>
        {info.hasMore && (
          <Button className="button button-small" aria-expanded={moreInfo} onPress={() => setMoreInfo(!moreInfo)}>
            {moreInfo ? 'Show Less' : 'Show More'}
          </Button>
        )}
        {rego && (
          <p className="rego">
            <strong>Registration:</strong> {rego}
          </p>
        )}
      </Card>
      <Card title="Vehicle details">
        <SpecList entries={details} />
        {/* Spec §9: the new-car warranty or the used-car mechanical protection the dealer gives. */}
        {warranty && (
          <p className="car-warranty">
            <strong>{warranty.title}</strong> {warranty.text} <a href="/warranty">About our warranty</a>
          </p>
        )}
        {/* Spec §2: the enquiry's 'Request Photos' variant; here, below the fold, the sidebar keeps its height. */}
        <EnquiryDialog car={car} variant="request-photos" title="Request Photos" className="button button-small" />
        {car.file && (
          <a className="button button-small" href={car.file} target="_blank" rel="noopener" onClick={() => track('history_report', { car_id: car.id })}>
            View History Report
          </a>
        )}
      </Card>
      {car.item_type === 'caravan' && car.caravan_specs && (
        <Card title="Caravan specifications">
          <SpecList entries={present(CARAVAN_LABELS, (k) => car.caravan_specs![k])} />
        </Card>
      )}
      {features.shown.length > 0 && (
        <Card title="Features">
          <ul className="feature-list">
            {features.shown.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          {features.hasMore && (
            <Button className="button button-small" aria-expanded={allFeatures} onPress={() => setAllFeatures(!allFeatures)}>
              {allFeatures ? 'Hide' : 'Show All'}
            </Button>
          )}
        </Card>
      )}
    </>
  );
}
